import { blogPageFiles } from '@/app/_routes/blog-page';

const route = blogPageFiles('es');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
