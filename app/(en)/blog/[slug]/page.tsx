import { postFiles } from '@/app/_routes/post';

const route = postFiles('en');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
