import { rssFeed } from '@/lib/rss';

export const dynamic = 'force-static';

export function GET() {
  return new Response(rssFeed('es'), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
