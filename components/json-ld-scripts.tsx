import { serializeJsonLd } from '@/lib/jsonld-core';

/**
 * Structured data as <script type="application/ld+json"> elements; `<` is
 * escaped by serializeJsonLd. Reads no content, so the editor's previews
 * (breadcrumbs) can render it too.
 */
export function JsonLdScripts({ data }: { data: object | object[] }) {
  const list = Array.isArray(data) ? data : [data];
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
