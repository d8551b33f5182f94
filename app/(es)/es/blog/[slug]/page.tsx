import { PostPage, postMetadata } from '@/components/pages/blog-pages';
import { postParams } from '@/lib/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = postParams;

export async function generateMetadata({ params }: Props) {
  return postMetadata('es', (await params).slug);
}

export default async function Page({ params }: Props) {
  return <PostPage locale="es" slug={(await params).slug} />;
}
