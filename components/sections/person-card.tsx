import { Picture } from '@/components/ui/picture';
import type { ImageFile } from '@/lib/content/pictures';
import { dateFormat, languageList, type Locale, type SpokenLanguage } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';

type Props = {
  locale: Locale;
  name: string;
  role: string;
  photo: ImageFile;
  photoAlt: string;
  bio: readonly string[];
  /** The languages they speak with patients: "Speaks with patients in English and Spanish". */
  languages: readonly SpokenLanguage[];
  /** "Chiropractic assistant since January 2020", already written; omitted without a date. */
  since?: string;
};

/** "January 2020" / "enero de 2020" from "2020-01". */
export function formatMonth(yearMonth: string, locale: Locale): string {
  const [year = 0, month = 1] = yearMonth.split('-').map(Number);
  return dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A team member's card on the team page (and in the editor's preview of a team member). */
export function PersonCard({ locale, name, role, photo, photoAlt, bio, since, languages }: Props) {
  return (
    <li className="rounded-3xl bg-white p-6 ring-1 ring-ink/5" data-testid="assistant">
      <div className="flex items-center gap-5">
        <Picture
          image={photo}
          alt={photoAlt}
          sizes="7rem"
          className="size-28 shrink-0 rounded-2xl bg-brand-light"
        />
        <div className="min-w-0">
          <h3 className="text-xl font-bold">{name}</h3>
          <p className="font-semibold text-brand">{role}</p>
          {since ? <p className="text-sm text-ink-soft">{since}</p> : null}
          {languages.length ? (
            <p className="mt-1 text-sm font-semibold" data-testid="languages">
              {dictionary(locale)('languagesLabel')} {languageList(languages, locale)}
            </p>
          ) : null}
        </div>
      </div>
      {bio.map((p) => (
        <p key={p.slice(0, 40)} className="mt-4 text-ink-soft">
          {p}
        </p>
      ))}
    </li>
  );
}
