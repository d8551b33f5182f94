/**
 * @jest-environment node
 */
import { locales, localizePath } from '@/lib/i18n';
import { sitePaths } from '@/lib/static-params';
import { checkProse } from '@/prose/check';
import { proseRuleTexts } from '@/prose/linter';

/**
 * Addresses are words too: each page's address in each language, its words
 * read as a phrase ("aviso-de-salud" → "aviso de salud"), passes the same
 * term rules as the copy, so an address cannot keep a name the glossary
 * rejects or a promise the titles dropped. (Posts keep their English
 * address in Spanish: the Spanish rules read the Spanish words only.)
 */
describe.each(locales)('the addresses in %s', (locale) => {
  it('use the words the prose rules keep', async () => {
    const rules = proseRuleTexts(locale);
    const words = new Set(
      sitePaths().flatMap((path) => {
        const local = localizePath(path, locale);
        const english = localizePath(path, 'en');
        // A segment a language did not translate is the English word: the English rules read it.
        return local
          .split('/')
          .filter(Boolean)
          .filter(
            (segment, i) =>
              locale === 'en' || segment !== english.split('/').filter(Boolean)[i - 1],
          )
          .map((segment) => segment.replace(/-/g, ' '));
      }),
    );
    const text = [...words].join('\n\n');
    const problems = await checkProse(text, `content/addresses.${locale}.md`, rules);
    expect(problems.map((p) => `${text.split('\n')[p.line - 1]}: ${p.message}`)).toEqual([]);
  });
});
