import { conditionFiles } from '@/app/_routes/condition';

const route = conditionFiles('es');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
