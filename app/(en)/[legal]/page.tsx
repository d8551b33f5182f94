import { legalFiles } from '@/app/_routes/legal';

const route = legalFiles('en');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
