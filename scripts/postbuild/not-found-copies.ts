import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeInfo, locales, type Locale } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import { parse } from 'node-html-parser';
import { inPayload, NextFormatError } from './next-contract';

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const rootTag = (locale: Locale) =>
  `<html lang="${localeInfo[locale].hreflang}" data-locale="${locale}"`;

/**
 * The 404 page without the parts of every language but one: each part is a
 * `<div data-locale-block="xx">` (components/not-found/locale-block.tsx),
 * cut out whole, as the HTML parser finds it.
 */
export function keepLocaleBlocks(html: string, locale: string): string {
  const blocks = parse(html, { comment: true }).querySelectorAll('div[data-locale-block]');
  if (!blocks.some((b) => b.attrs['data-locale-block'] === locale))
    throw new Error(`postbuild: 404.html has no ${locale} part`);
  let kept = html;
  for (const block of blocks.reverse())
    if (block.attrs['data-locale-block'] !== locale)
      kept = kept.slice(0, block.range[0]) + kept.slice(block.range[1]);
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
