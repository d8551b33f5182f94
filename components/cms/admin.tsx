import CMS from '@sveltia/cms';
import { previews } from '@/components/cms/previews';

/**
 * The editor at /admin/ (Sveltia CMS), bundled by scripts/prebuild/admin.ts into
 * public/admin/cms.js beside Sveltia's own build. It reads public/admin/config.yml,
 * which is generated from the content schemas; previews use the site's
 * stylesheet and components.
 */
CMS.registerPreviewStyle('/admin/preview.css');
for (const [name, template] of Object.entries(previews))
  CMS.registerPreviewTemplate(name, template);
CMS.init();
