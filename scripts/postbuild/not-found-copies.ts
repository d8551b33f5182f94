import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeInfo, locales, type Locale } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import { NextFormatError } from './defer-scripts';

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Text as it sits inside a payload chunk: a JSON string within a JavaScript string. */
const inPayload = (value: string) => JSON.stringify(value).slice(1, -1).replace(/"/g, '\\"');

const rootTag = (locale: Locale) =>
  `<html lang="${localeInfo[locale].hreflang}" data-locale="${locale}"`;

/**
 * The 404 page without the parts of every language but one: each part is a
 * `<div data-locale-block="xx">` (components/not-found/locale-block.tsx),
 * cut out whole by counting the divs it opens and closes.
 */
export function keepLocaleBlocks(html: string, locale: string): string {
  const blocks = [...html.matchAll(/<div data-locale-block="([^"]+)"/g)];
  if (!blocks.some((b) => b[1] === locale))
    throw new Error(`postbuild: 404.html has no ${locale} part`);
  let kept = html;
  for (const block of blocks.reverse()) {
    if (block[1] === locale) continue;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = block.index;
    let depth = 0;
    for (let tag = tags.exec(kept); tag; tag = tags.exec(kept)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        kept = kept.slice(0, block.index) + kept.slice(tag.index + tag[0].length);
        break;
      }
    }
  }
  return kept;
}

/**
 * The default language's 404 page made into `locale`'s: its parts only, its language on
 * <html>, and its own title and description. The head is rendered once, in
 * the default language, so they change in the HTML and in the inline payload
 * the runtime renders the head from again (each must be found in both, or
 * the copy would show the default language's title after hydration).
 */
export function translateNotFound(html: string, locale: Locale): string {
  const from = rootTag(defaultLocale);
  if (!html.includes(from)) throw new Error(`postbuild: 404.html has no ${from}>`);
  // Only the copy's language: its parts of the page, then its title and description.
  let page = keepLocaleBlocks(html, locale).replace(from, rootTag(locale));
  const [source, target] = [notFoundMeta(defaultLocale), notFoundMeta(locale)];
  for (const key of ['title', 'description'] as const) {
    const [text, encoded] = [escapeHtml(source[key]), inPayload(source[key])];
    if (!page.includes(`>${text}<`) && !page.includes(`"${text}"`))
      throw new Error(`postbuild: 404.html has no ${key} "${text}"`);
    if (!page.includes(`\\"${encoded}\\"`))
      throw new NextFormatError(
        `404.html's inline payload has no ${key} written as \\"${encoded}\\"`,
      );
    page = page.split(text).join(escapeHtml(target[key]));
    page = page.split(encoded).join(inPayload(target[key]));
  }
  return page;
}

/** A copy of 404.html per language under its prefix, for hosts with per-folder 404 pages. */
export function writeNotFoundCopies(out: string): string {
  const html = fs.readFileSync(path.join(out, '404.html'), 'utf8');
  const written: string[] = [];
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    const file = path.join(out, localeInfo[locale].prefix, '404.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, translateNotFound(html, locale));
    written.push(path.relative(out, file));
  }
  return written.join(', ');
}
