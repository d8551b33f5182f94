import { AboutPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('about', 'es');

export default function Page() {
  return <AboutPage locale="es" />;
}
