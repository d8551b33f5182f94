import { isDemo } from '@/lib/launch';
import { locales, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/ui';

/**
 * On a demo deploy (SITE_ENV=demo, lib/launch.ts), a line above everything: the clinic, its
 * people, numbers and reviews are samples. Such a deploy is also kept out of search engines.
 * Without a language (the 404 page chooses its language in the browser), it says so in each.
 */
export function DemoNotice({ locale }: { locale?: Locale }) {
  if (!isDemo()) return null;
  return (
    <p
      role="note"
      data-testid="demo-notice"
      className="bg-accent px-4 py-2 text-center text-sm font-semibold text-ink"
    >
      {(locale ? [locale] : locales).map((l) => (
        <span key={l} lang={l} className="block">
          {dictionary(l)('demoNotice')}
        </span>
      ))}
    </p>
  );
}
