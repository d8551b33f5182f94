import { serviceFiles } from '@/app/_routes/service';

const route = serviceFiles('en');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
