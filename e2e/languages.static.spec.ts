import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { team } from '../lib/content/team';
import { languageName, localeInfo, locales } from '../lib/i18n';
import { localizePath, routes } from '../lib/routes';
import { messages } from '../lib/ui';
import { outFile } from './support';

/**
 * Who speaks Spanish with patients, said where a patient decides (the home page's first
 * screen, the contact page, each team member's card and profile), from the team's files:
 * checks of the exported HTML, in both languages.
 */

const read = (sitePath: string) => fs.readFileSync(outFile(sitePath) as string, 'utf8');

/** The words of a piece of HTML, as a reader sees them. */
const words = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

const spanishSpeakers = team().filter((p) => p.copy.en.languages.includes('es'));

test('someone on the team speaks Spanish with patients, as the clinic says', () => {
  expect(spanishSpeakers.length).toBeGreaterThan(0);
});

test('the home page opens with who speaks Spanish, before its heading, in both languages', () => {
  for (const locale of locales) {
    const html = read(localizePath(routes.home, locale));
    const main = html.slice(html.indexOf('<main'));
    const line = /<p\b[^>]*data-testid="hero-languages"[^>]*>([\s\S]*?)<\/p>/.exec(main);
    expect(line, `${locale}: the hero's languages line`).not.toBeNull();
    // Above the h1: the first thing the first screen says.
    expect(main.indexOf(line?.[0] ?? '')).toBeLessThan(main.indexOf('<h1'));
    const said = words(line?.[1] ?? '');
    for (const person of spanishSpeakers) expect(said).toContain(person.copy[locale].name);
    expect(said).toMatch(/habla(mos)? español/i);
    // On the English page the Spanish words are marked as Spanish, for screen readers.
    if (locale === 'en') expect(line?.[1]).toMatch(/<span lang="es">Se habla español<\/span>/);
  }
});

test('the contact page names whom to ask for in Spanish, in both languages', () => {
  for (const locale of locales) {
    const html = read(localizePath(routes.contact, locale));
    const main = words(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    const sentence = /[^.]*habla(mos)? español[^.]*\.[^.]*\./i.exec(main)?.[0] ?? '';
    for (const person of spanishSpeakers) expect(sentence).toContain(person.copy[locale].name);
  }
});

/** Each heading of a page (a person's name) with the languages line under it, if any. */
function languageLines(html: string): Map<string, string> {
  const lines = new Map<string, string>();
  const pattern =
    /<h[23]\b[^>]*>((?:(?!<\/?h[1-6]\b)[\s\S])*)<\/h[23]>(?:(?!<h[1-6]\b)[\s\S])*?data-testid="languages"[^>]*>([\s\S]*?)<\/p>/g;
  for (const [, heading, line] of html.matchAll(pattern))
    lines.set(words(heading ?? ''), words(line ?? ''));
  return lines;
}

test('every team member says which languages they speak with patients, on the team page and the profile', () => {
  for (const locale of locales) {
    const label = messages[locale].languagesLabel;
    const lines = languageLines(read(localizePath(routes.team, locale)));
    for (const person of team()) {
      const { name, credentials } = person.copy[locale];
      const heading = credentials ? `${name}, ${credentials}` : name;
      const spoken = person.copy.en.languages.map((code) => languageName(code, locale));
      // "Speaks with patients in English and Spanish", under the name and role.
      const line = lines.get(heading) ?? '';
      expect(line, `${locale} ${person.id}`).toBe(
        `${label} ${new Intl.ListFormat(localeInfo[locale].lang, {
          style: 'long',
          type: 'conjunction',
        }).format(spoken)}`,
      );
      if (person.copy.en.languages.includes('es'))
        expect(line).toContain(languageName('es', locale));
      const profile = localizePath(routes.practitioner(person.id), locale);
      if (!outFile(profile)) continue; // Only practitioners have a profile page of their own.
      const row = new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(read(profile));
      expect(row?.[1], `${locale} profile of ${person.id}`).toBe(line.slice(label.length + 1));
    }
  }
});
