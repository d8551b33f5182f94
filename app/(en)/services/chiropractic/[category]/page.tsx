import { categoryFiles } from '@/app/_routes/category';

const route = categoryFiles('en');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
