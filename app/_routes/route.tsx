import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import { metadataFor } from '@/lib/page-metadata';
import type { LocalizedRoute } from '@/lib/static-params';

/**
 * What a route file exports, made once for every language: the twin route trees
 * (app/(en)/ and app/(es)/es/, whose folders are each language's words) hold files
 * that differ only in their language. Next reads `dynamicParams` and `dynamic` from
 * the route file's own text, so those stay written there.
 */

/** A page at a fixed address: its head and its body. */
export function fixedRoute(path: string, render: (locale: Locale) => ReactNode, locale: Locale) {
  return {
    metadata: metadataFor(path, locale),
    Page: function Page() {
      return render(locale);
    },
  };
}

type Props = { params: Promise<Record<string, string>> };

/**
 * A page of a dynamic route: its pages in the language's words, and its head and body
 * from the English params they read back to (lib/static-params.ts).
 */
export function dynamicRoute<P extends Record<string, string>>(
  route: LocalizedRoute<P>,
  pathOf: (params: P) => string,
  render: (params: P) => ReactNode,
  locale: Locale,
) {
  return {
    generateStaticParams: route.params,
    generateMetadata: async ({ params }: Props) =>
      metadataFor(pathOf(route.english(await params)), locale),
    Page: async function Page({ params }: Props) {
      return render(route.english(await params));
    },
  };
}
