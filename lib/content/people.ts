import path from 'node:path';
import type { Locale } from '@/lib/i18n';
import { collect, contentDir, readBilingualYaml, yamlSlugs } from '@/lib/content/read';
import { contentKinds } from '@/lib/content/kinds';
import { teamMemberSchema, type TeamMember } from '@/lib/content/schemas';

export type Person = { id: string; copy: Record<Locale, TeamMember> };

/**
 * The team, one file a person in content/team/ (the file name is the id), in
 * order. Read as written: the clinic facts need the names before any
 * {{placeholder}} can be filled (lib/content/team.ts fills the bios).
 */
export function readPeople(dir = contentDir('team')): Person[] {
  return collect(
    yamlSlugs(dir).map((id) => () => ({
      id,
      copy: readBilingualYaml(
        path.join(dir, `${id}.yaml`),
        teamMemberSchema,
        contentKinds().team.shared,
      ),
    })),
  ).sort((a, b) => a.copy.en.order - b.copy.en.order || a.id.localeCompare(b.id));
}
