import type { Locale } from '@/lib/i18n';
import { rssFeed } from '@/lib/rss';

/** The blog's feed in a language: its route files' GET. */
export const feedGet = (locale: Locale) =>
  function GET() {
    return new Response(rssFeed(locale), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
    });
  };
