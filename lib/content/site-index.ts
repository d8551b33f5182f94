import { clinic } from '@/lib/content/clinic';
import { closures } from '@/lib/content/closures';
import type { SiteIndex } from '@/lib/content/findings';
import { rawSitePaths } from '@/lib/content/kinds';
import { goneRedirects } from '@/lib/content/moved-pages';
import { formatTime } from '@/lib/hours';
import { delocalizePath } from '@/lib/i18n';
import { placeholderValues } from '@/lib/placeholders';
import { aliases } from '@/lib/routes';
import { sources } from '@/lib/content/sources';
import { blogCategories } from '@/lib/content/blog-categories';
import { practitioners } from '@/lib/content/team';
import { contentDir, readRaw } from '@/lib/content/read';
import { buildDayOf } from '@/lib/content/today';
import { unusedMedia } from '@/lib/content/media';
import { contentSamplesLeft, valueAt } from '@/lib/samples';

/**
 * What the content checks know of the whole site (lib/content/findings.ts): the
 * pages a link may lead to, the old addresses, the placeholders, the clinic
 * facts copy names by placeholder, and the closures. Worked out by the build
 * from the loaders; the editor gets it written into its bundle.
 */
export function siteIndex(): SiteIndex {
  const gone = goneRedirects().map((r) => delocalizePath(r.from));
  return {
    pages: [...new Set([...rawSitePaths(), ...gone])],
    aliases,
    // The team page fills {{date}} itself (each assistant's start).
    placeholders: [...Object.keys(placeholderValues('en')), 'date'],
    facts: [
      { value: clinic.phone.display, placeholder: 'phone' },
      { value: clinic.phone.e164, placeholder: 'phoneHref' },
      { value: clinic.email, placeholder: 'email' },
      { value: clinic.address.street, placeholder: 'address' },
      { value: clinic.doctor.name, placeholder: 'doctor' },
      { value: clinic.doctor.shortName, placeholder: 'doctorShort' },
      ...clinic.hours.flatMap((h) =>
        [h.opens, h.closes].map((t) => ({ value: formatTime(t, 'en') })),
      ),
    ],
    closures: closures.map((c) => ({ id: c.id, start: c.start, end: c.end })),
    sources: [...sources().values()],
    reviewers: practitioners.map((p) => ({ id: p.id, name: p.copy.en.name })),
    samples: contentSamplesLeft().map((s) => ({
      file: s.file.replace(/^content\//, ''),
      field: s.field,
      value: valueAt(readRaw(contentDir(s.file.replace(/^content\//, ''))), s.field),
    })),
    today: buildDayOf(),
    adviceCategories: blogCategories.filter((c) => c.healthAdvice).map((c) => c.key),
    unusedMedia: unusedMedia(),
  };
}
