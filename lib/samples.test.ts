/**
 * @jest-environment node
 *
 * Samples are declared once (content/samples.yaml) and checked, not commented: every field of
 * the clinic facts and of the team's files is either a sample or a fact with its reason; the
 * launch check lists each sample left with where it is changed; a build for a real host
 * refuses them; a clinic that replaces them all passes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { buildTarget, launchCheck } from '@/lib/launch';
import {
  contentSamplesLeft,
  digest,
  isIntrinsicSample,
  leaves,
  readDeclarations,
  samplesLeft,
  valueAt,
} from '@/lib/samples';

const CONTENT = path.join(process.cwd(), 'content');

/** A field as the declarations name it: no language, no list index ("licenses.number"). */
const general = (field: string) => field.replace(/^(?:en|es)\./, '').replace(/\.\d+(?=\.|$)/g, '');

describe('samples declared once', () => {
  const declared = readDeclarations(CONTENT);

  it('declares the clinic facts and every team member', () => {
    const team = fs.readdirSync(path.join(CONTENT, 'team')).map((f) => `team/${f}`);
    expect(Object.keys(declared).sort()).toEqual(['clinic.yaml', ...team].sort());
  });

  it('finds every field of those files either marked as a sample or given as a fact', () => {
    const unmarked = Object.entries(declared).flatMap(([file, d]) => {
      const marks = [...Object.keys(d.samples ?? {}), ...Object.keys(d.facts ?? {})].map(general);
      const data: unknown = YAML.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'));
      return leaves(data)
        .map(([field]) => general(field))
        .filter((f) => !marks.some((m) => f === m || f.startsWith(`${m}.`)))
        .map((f) => `${file} › ${f}`);
    });
    expect([...new Set(unmarked)]).toEqual([]);
  });

  it('gives each fact its reason', () => {
    for (const d of Object.values(declared))
      for (const [field, why] of Object.entries(d.facts ?? {}))
        expect(`${field}: ${why.length > 5}`).toBe(`${field}: true`);
  });

  it('reads a sample by its value, a long text by its digest', () => {
    const data = { a: { b: 'x' }, list: [{ n: '1' }] };
    expect(valueAt(data, 'a.b')).toBe('x');
    expect(valueAt(data, 'list.0.n')).toBe('1');
    expect(valueAt(data, 'a.constructor')).toBeUndefined();
    expect(digest(['one'])).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(digest(['one'])).not.toBe(digest(['two']));
  });

  it('knows a sample host and a fictional phone number wherever they are', () => {
    expect(isIntrinsicSample('https://forms.leadbridge.example/widget')).toBe(true);
    expect(isIntrinsicSample('frontdesk@prairiespine.example')).toBe(true);
    expect(isIntrinsicSample('(913) 555-0142')).toBe(true);
    expect(isIntrinsicSample('https://www.example.com/')).toBe(false);
    expect(isIntrinsicSample('(913) 555-2210')).toBe(false);
  });
});

/** A copy of the content with every declared sample replaced by a real-looking value. */
function replacedContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
  fs.cpSync(CONTENT, dir, { recursive: true });
  const real = (field: string, value: unknown): unknown => {
    // A list or an object (hours, social links): the clinic's own is any other value.
    if (Array.isArray(value)) return [...value, 'the clinic’s own'];
    if (value && typeof value === 'object') return { ...value, clinic: true };
    if (typeof value === 'number') return value + 1;
    if (typeof value === 'boolean') return !value;
    if (typeof value === 'string' && /^https?:/.test(value))
      return `${value.replace(/[^/]+\.example/, 'forms.vendor.com')}#clinic`;
    if (field.endsWith('email')) return 'desk@clinic.com';
    if (field === 'phone') return '(913) 468-2210';
    if (field === 'fax') return '(913) 468-2211';
    return typeof value === 'string' ? `${value} (the clinic’s own)` : value;
  };
  for (const [file, d] of Object.entries(readDeclarations(dir))) {
    const full = path.join(dir, file);
    const doc = YAML.parseDocument(fs.readFileSync(full, 'utf8'));
    for (const field of Object.keys(d.samples ?? {})) {
      const keys = field.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
      doc.setIn(keys, real(field, valueAt(doc.toJS(), field)));
    }
    for (const [field, value] of leaves(doc.toJS()))
      if (isIntrinsicSample(value)) doc.setIn(field.split('.'), real(field, value));
    fs.writeFileSync(full, doc.toString());
  }
  return dir;
}

describe('the launch check', () => {
  it('lists every sample of the issue on the shipped content, with where it is changed', () => {
    const left = samplesLeft({}, CONTENT);
    const named = left.map((s) => `${s.file} › ${s.field}`);
    for (const field of [
      'phone',
      'fax',
      'email',
      'reviews',
      'social',
      'vendors.bookingScript',
      'vendors.youtubeVideoId',
    ])
      expect(named.join('\n')).toContain(`content/clinic.yaml › ${field}`);
    expect(named.join('\n')).toMatch(/content\/team\/dr-ryan-whitaker\.yaml › en\.school/);
    expect(named.join('\n')).toMatch(/licenses\.0\.number/);
    expect(named).toContain('SITE_URL › the site’s address');
    expect(named).toContain('CMS_REPO › the editor’s repository');
    expect(named).toContain('EDITOR_URL › the editor’s own address');
    for (const s of left) expect(s.where.length).toBeGreaterThan(5);
  });

  it('tells a real host from this machine and from a demo', () => {
    expect(buildTarget({})).toBe('local');
    expect(buildTarget({ SITE_URL: 'http://127.0.0.1:3000' })).toBe('local');
    expect(buildTarget({ SITE_URL: 'https://www.prairiespine.example' })).toBe('local');
    expect(buildTarget({ CF_PAGES: '1' })).toBe('production');
    expect(buildTarget({ NETLIFY: 'true' })).toBe('production');
    expect(buildTarget({ SITE_URL: 'https://www.lenexaspine.com' })).toBe('production');
    expect(buildTarget({ SITE_ENV: 'production' })).toBe('production');
    expect(buildTarget({ CF_PAGES: '1', SITE_ENV: 'demo' })).toBe('demo');
    expect(launchCheck({ CF_PAGES: '1' }).refuse).toBe(true);
    expect(launchCheck({ CF_PAGES: '1', SITE_ENV: 'demo' }).refuse).toBe(false);
    expect(launchCheck({}).refuse).toBe(false);
  });

  it('passes once the clinic has replaced every sample and the host gives its settings', () => {
    const dir = replacedContent();
    try {
      expect(contentSamplesLeft(dir)).toEqual([]);
      const env = {
        SITE_URL: 'https://www.lenexaspine.com',
        CMS_REPO: 'lenexa-spine/site',
        EDITOR_URL: 'https://edit.lenexaspine.com',
      };
      expect(samplesLeft(env, dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops `npm run launch-check` and a build for Cloudflare or Netlify, naming the samples', () => {
    const run = (script: string, env: Record<string, string>) => {
      try {
        execFileSync('npx', ['tsx', script], {
          env: { ...process.env, ...env },
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return { status: 0, stderr: '' };
      } catch (error) {
        const e = error as { status: number; stderr: string };
        return { status: e.status, stderr: e.stderr };
      }
    };
    const check = run('scripts/launch-check.ts', {});
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/vendors\.bookingScript: https:\/\/booking\.leadbridge\.example/);
    for (const host of [{ CF_PAGES: '1' }, { NETLIFY: 'true' }] as Record<string, string>[]) {
      const build = run('scripts/prebuild.ts', host);
      expect(build.status).toBe(1);
      expect(build.stderr).toMatch(
        /real host, and \d+ sample value\(s\) are left; nothing was built/,
      );
      expect(build.stderr).toMatch(/content\/clinic\.yaml › phone: \(913\) 555-0142/);
    }
  }, 120_000);
});
