import CMS from '@sveltia/cms';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { Checks, type EntryPlace } from '@/components/cms/checks';
import { FieldsPreview, previews } from '@/components/cms/previews';
import { guardUploads } from '@/components/cms/upload-guard';

/**
 * The editor at /admin/ (Sveltia CMS), bundled by scripts/prebuild/admin.ts with
 * Sveltia's own build. It reads public/admin/config.yml, generated from the
 * content schemas. Every entry's preview starts with "Before you publish"
 * (components/cms/checks.tsx), then the entry in the site's own components and
 * stylesheet where it has a page of its own, or its fields. Uploads take only
 * what the build publishes (components/cms/upload-guard.ts).
 */
declare const EDITOR_ENTRIES: { name: string; kind: string; path: string }[];

/** A content file's path from its pattern: `{id}` and `{locale}` filled. */
const placeOf = (kind: string, path: string): EntryPlace => ({
  kind,
  file: (id, locale) => path.replace('{id}', id).replace('{locale}', locale),
});

guardUploads();
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
CMS.init();
