import { categoryFiles } from '@/app/_routes/category';

const route = categoryFiles('es');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
