import { contentFile, loader } from '@/lib/content/read';
import { readPeople } from '@/lib/content/people';
import { pictureFile } from '@/lib/content/pictures';
import { fillLocalized } from '@/lib/content/placeholders';

/** The team in page order (content/team/<id>.yaml), bios with clinic facts filled in. */
export const team = loader(() => {
  return readPeople().map((person) => ({
    id: person.id,
    position: person.copy.en.position,
    since: person.copy.en.since,
    photo: pictureFile(person.copy.en.photo.src),
    copy: fillLocalized(person.copy, contentFile(`team/${person.id}.yaml`)),
  }));
});

export type TeamMemberPage = ReturnType<typeof team>[number];

export function teamMember(id: string): TeamMemberPage {
  const person = team().find((p) => p.id === id);
  if (!person) throw new Error(`No team member ${id}`);
  return person;
}

/** The practitioners, each with a profile page of their own: the team's doctors. */
export const practitioners = () => team().filter((person) => person.position === 'doctor');
