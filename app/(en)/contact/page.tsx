import { fixedRoute } from '@/app/_routes/route';
import { ContactPage } from '@/components/pages/contact-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.contact, (locale) => <ContactPage locale={locale} />, 'en');
export const metadata = route.metadata;
export default route.Page;
