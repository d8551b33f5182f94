import { serializeJsonLd } from '@/lib/jsonld-core';

type Props = { data: object | object[] };

/** Renders structured data; `<` is escaped by serializeJsonLd. */
export function JsonLd({ data }: Props) {
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
