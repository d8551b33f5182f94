import { JsonLdScripts } from '@/components/json-ld-scripts';
import type { Locale } from '@/lib/i18n';
import { withReferencedNodes } from '@/lib/jsonld';

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
