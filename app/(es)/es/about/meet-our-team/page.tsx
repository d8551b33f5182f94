import { TeamPage, teamMetadata } from '@/components/pages/team-page';

export const metadata = teamMetadata('es');

export default function Page() {
  return <TeamPage locale="es" />;
}
