import { JsonLdScripts } from '@/components/json-ld-scripts';
import type { Locale } from '@/lib/i18n';
import type { Review } from '@/lib/content/review';
import type { Source } from '@/lib/content/schemas';
import { clinicJsonLd, healthPageJsonLd, withReferencedNodes } from '@/lib/jsonld';

type Props = {
  data: object | object[];
  /** The page's language: the shared nodes (clinic, site) its nodes point at are added in it. */
  locale?: Locale;
};

/** A page's structured data, with the shared nodes it points at. */
export function JsonLd({ data, locale }: Props) {
  const nodes = Array.isArray(data) ? data : [data];
  return <JsonLdScripts data={locale ? withReferencedNodes(locale, nodes) : nodes} />;
}

type HealthProps = {
  locale: Locale;
  path: string;
  copy: { title: string; description: string };
  page: { review: Review; references: Record<Locale, readonly Source[]> };
};

/** A service's or condition's structured data: its reviewed page, and the clinic. */
export function HealthPageJsonLd({ locale, path, copy, page }: HealthProps) {
  return (
    <JsonLd
      locale={locale}
      data={[
        healthPageJsonLd(locale, path, {
          name: copy.title,
          description: copy.description,
          review: page.review,
          references: page.references[locale],
        }),
        clinicJsonLd(),
      ]}
    />
  );
}
