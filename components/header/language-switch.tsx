import { PageInLanguage } from '@/components/header/page-path';
import { FlagIcon } from '@/components/icons';
import { dictionary } from '@/lib/ui';
import { localeInfo, otherLocale, type Locale } from '@/lib/i18n';

type Props = { locale: Locale; className?: string };

/**
 * A plain link to the same page in the other language. It names the target
 * language in that language ("Español" on English pages) with its flag.
 */
export function LanguageSwitch({ locale, className = '' }: Props) {
  const target = otherLocale(locale);
  const t = dictionary(locale);
  return (
    <PageInLanguage
      locale={target}
      hrefLang={localeInfo[target].hreflang}
      lang={localeInfo[target].hreflang}
      title={t('languageSwitchLabel')}
      data-testid="language-switch"
      className={`inline-flex items-center gap-2 rounded-full font-semibold hover:underline ${className}`}
    >
      <FlagIcon country={localeInfo[target].flag} className="h-3.5 w-5 rounded-sm" />
      {localeInfo[target].label}
    </PageInLanguage>
  );
}
