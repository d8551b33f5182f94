import { Icon } from '@/components/icons';
import { PageFrame } from '@/components/page-frame';
import { PracticeHero } from '@/components/sections/practice-hero';
import { Prose } from '@/components/sections/prose';
import { SectionHeading } from '@/components/sections/section-heading';
import { buttonClass, textLinkClass } from '@/components/ui/button-styles';
import { ExternalLink } from '@/components/ui/site-link';
import { WidgetFallback } from '@/components/widgets/widget-fallback';
import { clinic } from '@/lib/content/clinic';
import type { DocumentFile } from '@/lib/content/fields';
import { practicePages } from '@/lib/content/pages';
import { dictionary } from '@/lib/ui';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

function IntakeButton({
  href,
  label,
  description,
  locale,
}: {
  href: string;
  label: string;
  description: string;
  locale: Locale;
}) {
  const t = dictionary(locale);
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-ink/10">
      <p className="text-ink-soft">{description}</p>
      {href ? (
        <ExternalLink
          href={href}
          className={`${buttonClass('primary', 'md')} self-start`}
          data-testid="intake-button"
        >
          <Icon name="external" />
          {label}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </ExternalLink>
      ) : (
        <WidgetFallback locale={locale} />
      )}
    </li>
  );
}

/** "180 KB", "1.2 MB" (Spanish "1,2 MB"): a file's size as the link names it. */
export function fileSize(bytes: number, locale: Locale): string {
  const number = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  const kb = bytes / 1024;
  return kb < 1000 ? `${Math.max(1, Math.round(kb))} KB` : `${number(kb / 1024)} MB`;
}

/** The printable forms (PDF) staff list on the page: a download link each, naming its type and size. */
function PrintableForms({
  heading,
  text,
  forms,
  locale,
}: {
  heading: string;
  text: string;
  forms: readonly { title: string; file: DocumentFile }[];
  locale: Locale;
}) {
  if (forms.length === 0) return null;
  return (
    <section
      aria-labelledby="printable-forms"
      className="mx-auto max-w-3xl px-4 pb-12 lg:px-6"
      data-testid="printable-forms"
    >
      <SectionHeading id="printable-forms">{heading}</SectionHeading>
      <p className="mt-4 text-ink-soft">{text}</p>
      <ul className="mt-6 space-y-3">
        {forms.map(({ title, file }) => (
          <li key={file.src}>
            <a href={file.src} className={`${textLinkClass} inline-flex items-center gap-2`}>
              <Icon name="download" />
              {title} (PDF, {fileSize(file.bytes, locale)})
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /patients/forms/: the intake forms, opened at the vendor in a new tab. */
export function FormsPage({ locale }: { locale: Locale }) {
  const copy = practicePages().forms.copy[locale];
  return (
    <PageFrame locale={locale} path={routes.forms}>
      <PracticeHero page="forms" locale={locale} />
      <Prose locale={locale} paragraphs={copy.intro} />
      <section aria-labelledby="form-steps" className="mx-auto max-w-3xl px-4 pt-10 lg:px-6">
        <SectionHeading id="form-steps">{copy.stepsHeading}</SectionHeading>
        <ol className="mt-6 space-y-4">
          {copy.steps.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-1 text-lg">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="form-buttons" className="mx-auto max-w-3xl px-4 py-12 lg:px-6">
        <SectionHeading id="form-buttons">{copy.buttonsHeading}</SectionHeading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <IntakeButton
            href={clinic().vendors.intakeNonAuto}
            label={copy.nonAutoLabel}
            description={copy.nonAutoDescription}
            locale={locale}
          />
          <IntakeButton
            href={clinic().vendors.intakeAuto}
            label={copy.autoLabel}
            description={copy.autoDescription}
            locale={locale}
          />
        </ul>
        <p className="mt-8 text-ink-soft">
          {copy.pdfReaderText}{' '}
          <ExternalLink href={clinic().vendors.pdfReader} className={textLinkClass}>
            {copy.pdfReaderLink}
            <span className="sr-only"> {dictionary(locale)('opensInNewTab')}</span>
          </ExternalLink>
        </p>
        <p className="mt-4 rounded-xl bg-cream p-4 text-ink-soft">{copy.privacyNote}</p>
      </section>
      <PrintableForms
        heading={copy.printableHeading}
        text={copy.printableText}
        forms={copy.printableForms}
        locale={locale}
      />
    </PageFrame>
  );
}
