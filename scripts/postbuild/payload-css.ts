import fs from 'node:fs';
import path from 'node:path';
import { walk } from '@/lib/walk';
import {
  inlinedStyles,
  NEXT_DIR,
  NextFormatError,
  PAGE_PAYLOAD,
  payloadRows,
  SEGMENT_FILE,
} from './next-contract';

/**
 * Smaller payloads. With `inlineCss`, Next.js writes the whole stylesheet
 * into each page's HTML (so the page paints with no request) and again,
 * twice, into its React Server Components payload (index.txt) and into the
 * layout's segment file: about 44 KB of the 183 KB payload of /blog/, twice.
 * React never reads those copies: a stylesheet with a precedence is keyed by
 * its href, and every exported page already has that `<style data-href>` in
 * its head, so hydration and client navigations adopt the existing element.
 * This step empties each such text row (`7:T<hex length>,<css>` becomes
 * `7:T0,`), but only for a stylesheet every exported page carries inline:
 * a stylesheet some page lacks keeps its text, so a navigation to a page
 * that needs it still brings it.
 */

export { inlinedStyles } from './next-contract';

/**
 * The payload with every text row whose bytes equal one of `styles` emptied.
 * Works on bytes: a text row's length is its UTF-8 byte count, in hex.
 */
export function stripStyles(payload: Buffer, styles: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (const row of payloadRows(payload)) {
    if (!row.text || !styles.some((css) => css.equals(payload.subarray(row.body, row.end))))
      continue;
    parts.push(payload.subarray(from, row.start), Buffer.from(`${row.id}:T0,`));
    from = row.end;
  }
  if (from === 0) return payload;
  parts.push(payload.subarray(from));
  return Buffer.concat(parts);
}

/**
 * Empties the stylesheet copies of every payload in out/; returns a summary.
 * Fails with a plain message when Next's output no longer has the shape this
 * relies on (an inline `<style data-href>` on every page, and that text as a
 * row of each page's payload), rather than quietly stripping nothing.
 */
export function stripPayloadStyles(out: string): string {
  const files = walk(out);
  const pages = files
    .filter((f) => f.endsWith('.html'))
    .map((file) => ({ file, html: fs.readFileSync(file, 'utf8') }))
    .filter(({ html }) => html.includes('data-payload='));
  // Stylesheets that every page carries inline in its head.
  let common: string[] | null = null;
  for (const { html } of pages) {
    const here = new Set(inlinedStyles(html));
    common = (common ?? [...here]).filter((href) => here.has(href));
  }
  const styles = (common ?? []).map((href) => fs.readFileSync(path.join(out, href)));
  if (styles.length === 0)
    throw new NextFormatError('no <style data-href="….css"> common to every page (inlineCss)');
  let before = 0;
  let after = 0;
  const stripped = new Set<string>();
  // Payloads only: a page's index.txt, a 404 page's own file, Next's segment files (not robots.txt).
  const payloads = files.filter(
    (f) =>
      [PAGE_PAYLOAD, '404.txt'].includes(path.basename(f)) || SEGMENT_FILE.test(path.basename(f)),
  );
  for (const file of payloads.filter((f) => !f.startsWith(path.join(out, NEXT_DIR)))) {
    const payload = fs.readFileSync(file);
    const smaller = stripStyles(payload, styles);
    before += payload.length;
    after += smaller.length;
    if (smaller !== payload) {
      fs.writeFileSync(file, smaller);
      stripped.add(file);
    }
  }
  for (const { html } of pages) {
    const payload = /data-payload="([^"]+)"/.exec(html)?.[1] ?? '';
    if (!stripped.has(path.join(out, payload)))
      throw new NextFormatError(
        `${payload.slice(1)} holds no text row (id:T<hex length>,…) equal to its inline stylesheet`,
      );
  }
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  return `${styles.length} stylesheet(s) on ${pages.length} pages; payloads ${mb(before)} → ${mb(after)}`;
}
