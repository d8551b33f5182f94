// Excerpts of a real `next build` of this project, for the unit tests of the
// steps that rewrite Next's output (next-contract, defer-scripts, payload-css,
// not-found-copies, segment-files): the not-found page and the offline page,
// with every file those steps read, as plain text in next-export/ that a
// reviewer can read in a diff. Capture them again after an upgrade of Next.js,
// from a fresh `next build` (docs/upgrading.md, step 3):
//
//   npm run fixtures:next
//
// What is kept of each file as Next wrote it, and what is cut:
// - a page keeps its <head> and every <script>; of its body's markup only the
//   headings stay (the 404 page's language parts, each with its heading);
// - a payload keeps its short rows, the rows with the 404 page's title and
//   description, and its text rows; the inline chunks carry the same rows, so
//   they still equal index.txt;
// - the stylesheet keeps its first rules, alike in the CSS file, the page's
//   <style> and the payloads' text rows;
// - the runtime chunk keeps the few hundred characters around `__next_f`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HTMLElement, parse } from 'node-html-parser';
import { walk } from '@/lib/walk';
import { defaultLocale } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import {
  inlinePayload,
  payloadChunk,
  payloadRows,
  readPage,
  SEGMENT_FILE,
  STATIC_PREFIX,
} from '../next-contract';

export const FIXTURE_DIR = path.join(__dirname, 'next-export');
const VERSIONS = path.join(__dirname, 'next-export.json');
const PAGES = ['404.html', 'offline/index.html'];
/** Payload rows longer than this are cut, but for the ones a test looks for. */
const SHORT_ROW = 600;
const STYLESHEET_BYTES = 400;

type Versions = { next: string; react: string | undefined };

/** The captured files copied into a fresh temporary folder laid out like out/. */
export function unpackFixtures(): {
  dir: string;
  next: string;
  react: string | undefined;
  files: string[];
} {
  const versions = JSON.parse(fs.readFileSync(VERSIONS, 'utf8')) as Versions;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-export-'));
  fs.cpSync(FIXTURE_DIR, dir, { recursive: true });
  return {
    dir,
    ...versions,
    files: walk(dir).map((f) => path.relative(dir, f).split(path.sep).join('/')),
  };
}

/** Text as Next writes it into an inline script: `<`, `>`, `&` and line separators escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function cutPayload(payload: string, css: string, small: string, keep: string[]): string {
  const bytes = Buffer.from(payload);
  return payloadRows(bytes)
    .map((row) => {
      const whole = bytes.toString('utf8', row.start, row.end);
      if (row.text) {
        const body = bytes.toString('utf8', row.body, row.end);
        const text = body === css ? small : body;
        return `${row.id}:T${Buffer.byteLength(text).toString(16)},${text}`;
      }
      return whole.length <= SHORT_ROW || keep.some((k) => whole.includes(k)) ? whole : '';
    })
    .join('');
}

/** The payload in `count` inline chunks, split between rows. */
function chunks(payload: string, count: number): string[] {
  const lines = payload.split(/(?<=\n)/);
  const size = Math.ceil(lines.length / count);
  return Array.from({ length: count }, (_, i) => lines.slice(i * size, (i + 1) * size).join(''))
    .filter(Boolean)
    .map((part) => `${'self.__next_f.push('}${scriptJson([1, part])})`);
}

/** What stays of the body's markup: the language parts with their headings, or the heading. */
function bodyExcerpt(body: HTMLElement): string {
  const heading = (el: HTMLElement) => el.querySelector('h1, h2')?.outerHTML ?? '';
  const parts = body.querySelectorAll('[data-locale-block]');
  const kept = parts.length
    ? parts.map(
        (p) => `<div data-locale-block="${p.attrs['data-locale-block']}">${heading(p)}</div>`,
      )
    : [heading(body)];
  return `<main id="main">${kept.join('')}</main>`;
}

function cutPage(html: string, css: string, small: string, cutInline: string): string {
  const root = parse(html, { comment: true });
  const body = root.querySelector('body') as HTMLElement;
  const edits: { start: number; end: number; text: string }[] = [];
  const markup = body.childNodes.filter(
    (n) => !(n instanceof HTMLElement && n.tagName === 'SCRIPT'),
  );
  markup.forEach((n, i) =>
    edits.push({ start: n.range[0], end: n.range[1], text: i ? '' : bodyExcerpt(body) }),
  );
  const page = readPage(html);
  const inline = page.scripts.filter((s) => payloadChunk(s.body) !== null);
  const parts = chunks(cutInline, inline.length);
  inline.forEach((s, i) =>
    edits.push({
      start: s.start,
      end: s.end,
      text: parts[i] ? `<script>${parts[i]}</script>` : '',
    }),
  );
  for (const el of root.querySelectorAll('style[data-href]'))
    if (el.rawText === css)
      edits.push({ start: el.range[0], end: el.range[1], text: el.outerHTML.replace(css, small) });
  let cut = html;
  for (const e of edits.sort((a, b) => b.start - a.start))
    cut = cut.slice(0, e.start) + e.text + cut.slice(e.end);
  // One tag a line, outside scripts and styles: a diff then shows what changed.
  const bodies = readPage(cut)
    .scripts.map((s): readonly [number, number] => [s.start, s.end])
    .concat(
      parse(cut)
        .querySelectorAll('style')
        .map((s) => s.range),
    );
  return cut.replace(/></g, (m, at: number) =>
    bodies.some(([start, end]) => at > start && at < end - 9) ? m : '>\n<',
  );
}

function capture(out: string) {
  const notFound = path.join(out, '404.html');
  if (!fs.existsSync(notFound)) throw new Error('next-fixtures: run `next build` first');
  if (fs.readFileSync(notFound, 'utf8').includes('<script data-loader>'))
    throw new Error('next-fixtures: out/ is rewritten already; run `next build` again');
  const meta = notFoundMeta(defaultLocale);
  const keep = [meta.title, meta.description];
  const files: Record<string, string> = {};
  const first = fs.readFileSync(path.join(out, PAGES[1] as string), 'utf8');
  const href = readPage(first).styles[0];
  if (!href) throw new Error('next-fixtures: the offline page inlines no stylesheet');
  const css = fs.readFileSync(path.join(out, href), 'utf8');
  const small = css.slice(0, css.indexOf('}', STYLESHEET_BYTES) + 1);
  files[href.slice(1)] = small;
  const cutTxt = (text: string) => cutPayload(text, css, small, keep);
  for (const rel of PAGES) {
    const html = fs.readFileSync(path.join(out, rel), 'utf8');
    files[rel] = cutPage(html, css, small, cutTxt(inlinePayload(html) ?? ''));
    const dir = path.dirname(rel);
    if (dir !== '.')
      for (const name of fs.readdirSync(path.join(out, dir)))
        if (name === 'index.txt' || SEGMENT_FILE.test(name))
          files[`${dir}/${name}`] = cutTxt(fs.readFileSync(path.join(out, dir, name), 'utf8'));
    for (const { attrs } of readPage(html).scripts) {
      const file = attrs.src?.startsWith(STATIC_PREFIX) && path.join(out, attrs.src);
      const src = file && fs.existsSync(file) && fs.readFileSync(file, 'utf8');
      const at = src ? src.indexOf('__next_f') : -1;
      if (src && at >= 0 && !Object.keys(files).some((f) => f.endsWith('.js')))
        files[(attrs.src as string).slice(1)] = src.slice(Math.max(0, at - 200), at + 200);
    }
  }
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true });
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(FIXTURE_DIR, rel)), { recursive: true });
    fs.writeFileSync(path.join(FIXTURE_DIR, rel), text);
  }
  const version = (name: string) =>
    (
      JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      }
    ).version;
  const versions: Versions = { next: version('next'), react: version('react') };
  fs.writeFileSync(VERSIONS, `${JSON.stringify(versions, null, 2)}\n`);
  const bytes = Object.values(files).reduce((sum, t) => sum + Buffer.byteLength(t), 0);
  console.log(
    `next-fixtures: Next.js ${versions.next}, ${Object.keys(files).length} files, ${bytes} bytes`,
  );
}

if (require.main === module) capture(path.resolve(process.argv[2] ?? 'out'));
