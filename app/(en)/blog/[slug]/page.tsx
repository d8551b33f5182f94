import { PostPage, postMetadata } from '@/components/pages/blog-pages';
import { postParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = postParams;

export async function generateMetadata({ params }: Props) {
  return postMetadata('en', known(await params, postParams()).slug);
}

export default async function Page({ params }: Props) {
  return <PostPage locale="en" slug={known(await params, postParams()).slug} />;
}
