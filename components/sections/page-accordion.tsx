import { JsonLd } from '@/components/json-ld';
import { Accordion } from '@/components/sections/accordion';
import { SectionHeading } from '@/components/sections/section-heading';
import type { PageCopy } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n';
import { faqJsonLd } from '@/lib/jsonld';
import { copyPlainText } from '@/lib/markdown';

/** An accordion of a service or condition page, with FAQPage data when it is questions and answers. */
export function PageAccordion({
  copy,
  name,
  collapsed,
  locale,
}: {
  copy: PageCopy;
  name: string;
  collapsed: boolean;
  locale: Locale;
}) {
  const accordion = copy.accordion;
  if (!accordion) return null;
  return (
    <section aria-labelledby={`${name}-heading`} className="bg-cream">
      <div className="mx-auto max-w-4xl px-4 py-14 lg:px-6">
        <SectionHeading id={`${name}-heading`}>{accordion.heading}</SectionHeading>
        {accordion.intro ? <p className="mt-2 text-lg text-ink-soft">{accordion.intro}</p> : null}
        <Accordion
          name={name}
          items={accordion.items}
          locale={locale}
          defaultOpen={collapsed ? null : 0}
          className="mt-6"
        />
        {accordion.faq ? (
          <JsonLd
            data={faqJsonLd(
              accordion.items.map((i) => ({ question: i.title, answer: copyPlainText(i.content) })),
            )}
          />
        ) : null}
      </div>
    </section>
  );
}
