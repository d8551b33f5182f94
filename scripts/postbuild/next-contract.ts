import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';

/**
 * Next's private contract: everything the build relies on in what `next build`
 * writes and Next.js does not document. The postbuild steps read Next's output
 * only through this module, and `checkContract` runs before any step writes to
 * out/, so an upgrade that changes a format stops the build with a message
 * naming what changed (docs/upgrading.md says what to do). HTML is read with
 * node-html-parser; the React Server Components payload with a reader of its
 * rows; scripts are told apart by parsing their JSON.
 */
export const UPGRADE_DOC = 'docs/upgrading.md';

/** Thrown when Next.js writes its output in a shape the rewrites here were not built for. */
export class NextFormatError extends Error {
  constructor(what: string) {
    super(`Next's payload format changed: ${what} (read ${UPGRADE_DOC})`);
  }
}

/** The folder of out/ that holds Next's own files. */
export const NEXT_DIR = '_next';
/** Where Next writes its hashed scripts and stylesheets (immutable: the name changes with the bytes). */
export const STATIC_PREFIX = `/${NEXT_DIR}/static/`;
/** The global through which the page's inline payload chunks reach Next's runtime. */
export const PAYLOAD_GLOBAL = 'self.__next_f';
/** The script that starts the payload list, before any chunk. */
export const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** A page's whole payload, exported beside its index.html: what the router fetches on a click. */
export const PAGE_PAYLOAD = 'index.txt';
/** The segment payloads Next also writes beside a page, for its own prefetching. */
export const SEGMENT_FILE = /^__next\..+\.txt$/;
/** The segment file with a page's route tree, which Next's prefetch asks for first. */
export const ROUTE_TREE_FILE = '__next._tree.txt';
/** The key under which React keeps its fiber on each element it has hydrated (key + random suffix). */
export const REACT_FIBER_KEY = '__reactFiber$';
/** The build's id, which `next build` writes into .next/ beside out/. */
export const BUILD_ID_FILE = path.join('.next', 'BUILD_ID');

/** The build id of the export in `out`, or a plain error naming the file. */
export function readBuildId(out: string): string {
  const file = path.join(path.dirname(out), BUILD_ID_FILE);
  if (!fs.existsSync(file))
    throw new NextFormatError(
      `${path.relative('.', file) || file} is missing: run \`next build\` before the postbuild; if it did run, Next no longer writes its build id there`,
    );
  return fs.readFileSync(file, 'utf8').trim();
}

/** One element of a page as written, with its place in the HTML (start, end offsets). */
export type Tag = {
  start: number;
  end: number;
  attrs: Record<string, string>;
  body: string;
};

/** The parts of a page the rewrites read, from one parse of its HTML. */
export function readPage(html: string) {
  const found = parse(html, { comment: true })
    .querySelectorAll('script, link[as="script"], style[data-href]')
    .map((el) => ({
      name: el.tagName.toLowerCase(),
      tag: { start: el.range[0], end: el.range[1], attrs: el.attrs, body: el.rawText } as Tag,
    }));
  const of = (name: string) => found.filter((f) => f.name === name).map((f) => f.tag);
  return {
    scripts: of('script'),
    /** `<link rel="preload|modulepreload" as="script">`: would fetch the runtime before the first paint. */
    scriptPreloads: of('link').filter((t) =>
      ['preload', 'modulepreload'].includes(t.attrs.rel ?? ''),
    ),
    /** Stylesheets inlined as `<style data-href="….css">` (next.config's inlineCss). */
    styles: of('style').flatMap((t) =>
      t.attrs['data-href']?.endsWith('.css') ? [t.attrs['data-href']] : [],
    ),
  };
}

/** Every `<script>` of a page, in order (attribute names in lower case, values decoded). */
export const scriptsOf = (html: string): Tag[] => readPage(html).scripts;

/** Stylesheets inlined as `<style data-href="….css">` in a page. */
export const inlinedStyles = (html: string): string[] => readPage(html).styles;

/** An attribute value written back into HTML. */
export const attrValue = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Types a browser runs; any other type is a data block. */
export const runnable = (type: string | undefined) =>
  !type || /^(?:(?:text|application)\/(?:javascript|ecmascript)|module)$/i.test(type);

const CHUNK_START = `${PAYLOAD_GLOBAL}.push(`;

/** The text of an inline payload chunk, `self.__next_f.push([1,"…"])`, or null for any other script. */
export function payloadChunk(body: string): string | null {
  const code = body.trim();
  if (!code.startsWith(CHUNK_START) || !code.endsWith(')')) return null;
  try {
    const args: unknown = JSON.parse(code.slice(CHUNK_START.length, -1));
    return Array.isArray(args) && args[0] === 1 && typeof args[1] === 'string' ? args[1] : null;
  } catch {
    return null;
  }
}

/** The React Server Components text a page inlines, joined in order, or null if it has none. */
export function payloadOf(scripts: Tag[]): string | null {
  const chunks = scripts.flatMap((s) => payloadChunk(s.body) ?? []);
  return chunks.length ? chunks.join('') : null;
}

/** The React Server Components text a page inlines (payloadOf its scripts). */
export const inlinePayload = (html: string) => payloadOf(scriptsOf(html));

/** A value as it sits inside an inline payload chunk: a JSON string within a JavaScript string. */
export const inPayload = (value: string) => JSON.stringify(value).slice(1, -1).replace(/"/g, '\\"');

/**
 * One row of a payload: `<hex id>:<tag><data>\n`, except a text row,
 * `<hex id>:T<hex byte length>,<bytes>`, which has no line end. Offsets are
 * byte offsets; `body` is where a text row's bytes start.
 */
export type Row = { id: string; start: number; body: number; end: number; text: boolean };

/** The rows of a payload, read one after the other as React's client reads them. */
export function payloadRows(payload: Buffer): Row[] {
  const rows: Row[] = [];
  for (let at = 0; at < payload.length;) {
    // A line end between rows (after a text row, say) is no row.
    if (payload[at] === 0x0a /* \n */) {
      at += 1;
      continue;
    }
    const colon = payload.indexOf(':', at, 'latin1');
    const id = colon < 0 ? '' : payload.toString('latin1', at, colon);
    if (!/^[0-9a-f]*$/.test(id) || colon < 0 || colon - at > 16)
      throw new NextFormatError(
        `a payload row at byte ${at} does not start with "<hex id>:": ${payload.toString('latin1', at, at + 40)}`,
      );
    if (payload[colon + 1] === 0x54 /* T */) {
      const comma = payload.indexOf(',', colon, 'latin1');
      const length = parseInt(payload.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || Number.isNaN(length))
        throw new NextFormatError(`text row ${id} has no "T<hex length>," header`);
      rows.push({ id, start: at, body: comma + 1, end: comma + 1 + length, text: true });
      at = comma + 1 + length;
    } else {
      const newline = payload.indexOf('\n', colon);
      const end = newline < 0 ? payload.length : newline + 1;
      rows.push({ id, start: at, body: colon + 1, end, text: false });
      at = end;
    }
  }
  return rows;
}

/** The runtime reads the payload the loader hands it from `self.__next_f`. */
export function checkRuntime(out: string) {
  const dir = path.join(out, STATIC_PREFIX, 'chunks');
  const reads =
    fs.existsSync(dir) &&
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .some(
        (f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('__next_f'),
      );
  if (!reads) throw new NextFormatError(`no client chunk reads ${PAYLOAD_GLOBAL} any more`);
}

/**
 * What a page as Next wrote it must hold for the rewrites: the bootstrap, inline
 * payload chunks equal to the payload file beside it, and, when the page inlines
 * a stylesheet, that stylesheet as a text row of the payload.
 */
export function checkPage(out: string, rel: string, payloadFile: string) {
  const html = fs.readFileSync(path.join(out, rel), 'utf8');
  const { scripts, styles } = readPage(html);
  if (!scripts.some((s) => s.body.includes(BOOTSTRAP)))
    throw new NextFormatError(`${rel} lacks the ${BOOTSTRAP} bootstrap`);
  if (!scripts.some((s) => s.attrs.src?.startsWith(STATIC_PREFIX)))
    throw new NextFormatError(`${rel} loads no script from ${STATIC_PREFIX}`);
  const inline = inlinePayload(html);
  if (inline === null)
    throw new NextFormatError(`${rel} has no inline ${PAYLOAD_GLOBAL}.push([1, …]) payload chunks`);
  const file = path.join(out, payloadFile);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== inline)
    throw new NextFormatError(`${rel}'s inline payload differs from ${payloadFile}`);
  const payload = Buffer.from(inline);
  const rows = payloadRows(payload);
  for (const href of styles) {
    const css = fs.readFileSync(path.join(out, href));
    if (!rows.some((r) => r.text && css.equals(payload.subarray(r.body, r.end))))
      throw new NextFormatError(
        `${payloadFile} holds no text row (id:T<hex length>,…) equal to its inline stylesheet ${href}`,
      );
  }
}

/**
 * Checks the export in `out` against the contract before anything rewrites it:
 * the build id, the runtime, one page (`page`, as out/ holds it) with its
 * payload and segment files, and the not-found page, whose payload must carry
 * `notFoundTitle` as written there. Each step checks its own pages again as it
 * rewrites them.
 */
export function checkContract(out: string, page: string, notFoundTitle: string): string {
  const id = readBuildId(out);
  checkRuntime(out);
  const dir = path.posix.dirname(page);
  checkPage(out, page, path.posix.join(dir, PAGE_PAYLOAD));
  if (!fs.readdirSync(path.join(out, dir)).some((f) => SEGMENT_FILE.test(f)))
    throw new NextFormatError(`no __next.*.txt segment files beside ${page}`);
  const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
  if (!notFound.includes(`\\"${inPayload(notFoundTitle)}\\"`))
    throw new NextFormatError(
      `404.html's inline payload has no title written as \\"${inPayload(notFoundTitle)}\\"`,
    );
  return `build ${id}: runtime, payload chunks, text rows and segment files as expected`;
}

/**
 * The version fence: fixtures captured from Next `captured` still describe
 * Next `installed` when major and minor agree. A patch release only warns (the
 * contract and the steps' tests then decide); a minor or major one fails.
 */
export function fence(name: string, installed: string, captured: string | undefined) {
  const minor = (v: string | undefined) => v?.split('.').slice(0, 2).join('.');
  const what = `${name} ${installed} is installed, the fixtures come from ${name} ${captured ?? '(unknown)'}`;
  const fix = `capture them again (${UPGRADE_DOC}, step 3)`;
  if (installed === captured) return { failure: null, warning: null };
  if (minor(installed) === minor(captured))
    return { failure: null, warning: `${what}: a patch release, checked by the contract tests` };
  return { failure: `${what}: ${fix}`, warning: null };
}
