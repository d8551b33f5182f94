import { PostPage } from '@/components/pages/post-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { postParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = postParams;

export async function generateMetadata({ params }: Props) {
  const { slug } = known(await params, postParams());
  return metadataFor(routes.post(slug), 'en');
}

export default async function Page({ params }: Props) {
  const { slug } = known(await params, postParams());
  return <PostPage locale="en" slug={slug} />;
}
