import { practitionerFiles } from '@/app/_routes/practitioner';

const route = practitionerFiles('es');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
