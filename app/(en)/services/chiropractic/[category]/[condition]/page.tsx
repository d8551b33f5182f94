import { conditionFiles } from '@/app/_routes/condition';

const route = conditionFiles('en');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
