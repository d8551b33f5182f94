import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, localeInfo, locales } from '@/lib/i18n';
import { notFoundMeta } from '@/lib/not-found';
import { inlinePayload } from './defer-scripts';
import { unpackFixtures } from './__fixtures__/next-fixtures';
import { translateNotFound } from './not-found-copies';

/** The not-found page of a real `next build` of this project (see next-fixtures.ts). */
const fixtures = unpackFixtures();
const html = fs.readFileSync(path.join(fixtures.dir, '404.html'), 'utf8');
fs.rmSync(fixtures.dir, { recursive: true, force: true });
const others = locales.filter((l) => l !== defaultLocale);

describe.each(others)('the 404 copy in %s', (locale) => {
  const page = translateNotFound(html, locale);
  const meta = notFoundMeta(locale);
  const payload = inlinePayload(page) ?? '';

  it('says its language on <html>', () => {
    expect(page).toContain(`<html lang="${localeInfo[locale].hreflang}" data-locale="${locale}"`);
  });

  it('has its own title and description in the head and in the payload React renders again', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<title>${meta.title}</title>`);
    expect(payload).toContain(JSON.stringify(meta.title));
    expect(payload).toContain(JSON.stringify(meta.description));
    const source = notFoundMeta(defaultLocale);
    expect(payload).not.toContain(JSON.stringify(source.title));
    expect(payload).not.toContain(JSON.stringify(source.description));
  });

  it('fails with a plain message when the payload writes the head differently', () => {
    // As if Next escaped the colon in its payload strings.
    const changed = html.replaceAll('\\"404: ', '\\"404\\\\u003a ');
    expect(changed).not.toBe(html);
    expect(() => translateNotFound(changed, locale)).toThrow(
      "Next's payload format changed: 404.html's inline payload has no title",
    );
  });
});
