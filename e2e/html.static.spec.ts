import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT } from './support';

/**
 * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, on the Java that
 * scripts/ensure-chromium.mjs installs) over every exported HTML file, in one
 * JVM run: zero errors.
 */
const VNU = path.resolve(__dirname, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/**
 * Errors of the checker's CSS parser that are not errors. Every page inlines
 * Tailwind 4's stylesheet, which uses CSS the checker's grammar predates; each
 * pattern names the syntax and why it is valid. Any other CSS error still fails.
 */
const MODERN_CSS: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^CSS: Unrecognized at-rule “@property”/,
    reason: 'registered custom properties (CSS Properties and Values API), Baseline since 2024',
  },
  {
    pattern: /^CSS: “(interpolate-size|margin-trim)”: Property “\1” doesn't exist\./,
    reason: 'newer properties (css-values-5, css-box-4) that browsers without them ignore',
  },
  {
    pattern: /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\./,
    reason: 'custom properties may be transitioned (css-transitions-1 allows any <custom-ident>)',
  },
  {
    pattern: /^CSS: “transition”: “allow-discrete” is not a “transition” value\./,
    reason: 'transition-behavior (css-transitions-2) in the shorthand',
  },
  {
    pattern: /^CSS: “transition-behavior”: Property “transition-behavior” doesn't exist\./,
    reason: 'transition-behavior (css-transitions-2): the desktop flyouts linger as they close',
  },
  {
    pattern:
      /^CSS: “(anchor-name|anchor-scope|position-anchor|position-try-fallbacks)”: Property “\1” doesn't exist\./,
    reason:
      'anchor positioning (css-anchor-position-1): the menu flyouts open to the side with room',
  },
  {
    pattern: /^CSS: “(left|right|top|bottom)”: “anchor\([a-z-]+\)” is not a “\1” value\./,
    reason: 'anchor() in inset properties (css-anchor-position-1), ignored where unsupported',
  },
];

type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

/**
 * The JVM's quick compiler only (C1): the same messages in 22 CPU-seconds instead of 52, the
 * optimizing compiler's threads costing more than they save on one run. It needs a deeper
 * stack than the default for the checker's schema.
 */
const JVM = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

test('every exported page passes the W3C Nu HTML checker', () => {
  test.setTimeout(600_000); // one JVM over every page; about 20 s on two idle cores
  const run = spawnSync(
    'java',
    [...JVM, '-jar', VNU, '--format', 'json', '--stdout', '--errors-only', '--skip-non-html', OUT],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  expect(run.error).toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: Message[] };
  const errors = messages.filter(
    (m) =>
      (m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error') &&
      !MODERN_CSS.some((c) => c.pattern.test(m.message)),
  );
  const where = (m: Message) =>
    `${path.relative(OUT, m.url?.replace(/^file:/, '') ?? '')}:${m.lastLine ?? 0}`;
  // Each filter still matches something: one the stylesheet no longer needs goes.
  const stale = MODERN_CSS.filter((c) => !messages.some((m) => c.pattern.test(m.message)));
  expect(stale.map((c) => c.reason)).toEqual([]);
  expect(errors.map((m) => `${where(m)}: ${m.message}`)).toEqual([]);
});
