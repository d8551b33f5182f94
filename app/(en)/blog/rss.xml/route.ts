import { feedGet } from '@/app/_routes/feed';

export const dynamic = 'force-static';
export const GET = feedGet('en');
