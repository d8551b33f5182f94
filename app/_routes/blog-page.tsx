import { BlogListPage } from '@/components/pages/blog-list-page';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { blogPageRoute } from '@/lib/static-params';
import { dynamicRoute } from './route';

/** A page of the blog's list after the first, in a language: what its route files export. */
export const blogPageFiles = (locale: Locale) =>
  dynamicRoute(
    blogPageRoute(locale),
    (p) => routes.blogPage(Number(p.page)),
    (p) => <BlogListPage locale={locale} page={Number(p.page)} />,
    locale,
  );
