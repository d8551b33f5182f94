import CMS from 'decap-cms-app';
import { previews } from '@/components/cms/previews';

/**
 * The editor at /admin/ (Decap CMS), bundled by scripts/prebuild/admin.ts into
 * public/admin/cms.js. It reads public/admin/config.yml, which is generated
 * from the content schemas; previews use the site's stylesheet and components.
 */
CMS.registerPreviewStyle('/admin/preview.css');
for (const [name, template] of Object.entries(previews))
  CMS.registerPreviewTemplate(name, template);
CMS.init();
