import { PostPage } from '@/components/pages/post-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { postRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A blog post, in a language: what its route files export. */
export const postFiles = (locale: Locale) =>
  dynamicRoute(
    postRoute(locale),
    (p) => routes.post(p.slug),
    (p) => <PostPage locale={locale} slug={p.slug} />,
    locale,
  );
