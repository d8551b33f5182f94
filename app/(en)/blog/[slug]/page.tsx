import { PostPage } from '@/components/pages/post-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { postRoute } from '@/lib/static-params';

type Props = { params: Promise<{ slug: string }> };

const route = postRoute('en');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { slug } = route.english(await params);
  return metadataFor(routes.post(slug), 'en');
}

export default async function Page({ params }: Props) {
  const { slug } = route.english(await params);
  return <PostPage locale="en" slug={slug} />;
}
