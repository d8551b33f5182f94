import type { Locale } from '@/lib/i18n';
import { withReferencedNodes } from '@/lib/jsonld';
import { serializeJsonLd } from '@/lib/jsonld-core';

type Props = {
  data: object | object[];
  /** The page's language: the shared nodes (clinic, site) its nodes point at are added in it. */
  locale?: Locale;
};

/** Renders structured data; `<` is escaped by serializeJsonLd. */
export function JsonLd({ data, locale }: Props) {
  const nodes = Array.isArray(data) ? data : [data];
  const list = locale ? withReferencedNodes(locale, nodes) : nodes;
  return (
    <>
      {list.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
        />
      ))}
    </>
  );
}
