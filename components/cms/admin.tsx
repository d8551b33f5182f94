// First: Sveltia's preferences for staff, set before Sveltia loads and reads them.
import '@/components/cms/staff-preferences';
import CMS from '@sveltia/cms';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Checks, type EntryPlace } from '@/components/cms/checks';
import { FieldsPreview, previews } from '@/components/cms/previews';
import {
  askBeforeLeaving,
  localConflictGuard,
  saveWaitsForFiles,
} from '@/components/cms/no-lost-edits';
import { gitHostGuard, type GitHost, type SavedEntry } from '@/components/cms/git-host-guard';
import { guardUploads } from '@/components/cms/upload-guard';
import { rememberFacts } from '@/components/cms/edited-facts';
import { spanishHintsInSpanishPane } from '@/components/cms/pane-words';
import { clinicToday } from '@/components/cms/clinic-today';

/**
 * The editor at /admin/ (Sveltia CMS), bundled by scripts/prebuild/admin.ts with
 * Sveltia's own build. It reads public/admin/config.yml, generated from the
 * content schemas. Every entry's preview starts with "Before you publish"
 * (components/cms/checks.tsx), then the entry in the site's own components and
 * stylesheet where it has a page of its own, or its fields. Uploads take only
 * what the build publishes (components/cms/upload-guard.ts).
 */
declare const EDITOR_ENTRIES: { name: string; kind: string; path: string }[];
declare const GIT_HOST: GitHost;
declare const CLINIC_TIME_ZONE: string;

/** A content file's path from its pattern: `{id}` and `{locale}` filled. */
const placeOf = (kind: string, path: string): EntryPlace => ({
  kind,
  file: (id, locale) => path.replace('{id}', id).replace('{locale}', locale),
});

// Save waits for a file on its way to its field; first, to hear a drop before the upload guard
// holds it (components/cms/no-lost-edits.ts).
const files = saveWaitsForFiles();
guardUploads();
spanishHintsInSpanishPane();
clinicToday(CLINIC_TIME_ZONE);
CMS.registerPreviewStyle('/admin/preview.css');
for (const { name, kind, path } of EDITOR_ENTRIES) {
  const Template = previews[name] ?? FieldsPreview;
  const place = placeOf(kind, path);
  CMS.registerPreviewTemplate(name, (props: CustomPreviewTemplateProps) => (
    <Checks preview={props} place={place}>
      <Template {...props} />
    </Checks>
  ));
}
// No edit lost (components/cms/no-lost-edits.ts, git-host-guard.ts): leaving with unsaved changes
// asks; a save while a picture is being prepared, or over a file changed since it was read, is
// refused, locally and on GitHub.
askBeforeLeaving();
const guard = localConflictGuard();
const hostGuard = gitHostGuard(GIT_HOST);
/** The entry's file in its first language (the one Sveltia's events name), its collection and slug. */
const saved = (entry: { get(key: string): unknown }): SavedEntry => ({
  path: String(entry.get('path') ?? ''),
  collection: String(entry.get('collection') ?? ''),
  slug: String(entry.get('slug') ?? ''),
  isNew: entry.get('newRecord') === true,
});
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    files.check();
    await guard.check(saved(entry).path);
    await hostGuard.check(saved(entry));
  },
});
CMS.registerEventListener({
  name: 'postSave',
  handler: async ({ entry }) => {
    guard.saved(saved(entry).path);
    // A renamed doctor shows in every preview from now on, before the next build.
    rememberFacts(entry);
    await hostGuard.saved(saved(entry));
  },
});
CMS.registerEventListener({
  name: 'postPublish',
  handler: ({ entry }) => hostGuard.published(saved(entry)),
});
CMS.init();
