import { TeamPage } from '@/components/pages/team-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.team, 'es');

export default function Page() {
  return <TeamPage locale="es" />;
}
