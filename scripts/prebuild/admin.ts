// The content editor at /admin/ (Decap CMS): its page, its configuration
// (generated from the content schemas), its bundle with the site's preview
// components, and the site's stylesheet for the previews. Written into
// public/admin/, which `next build` copies to out/admin/; nothing of it is
// linked from, or loaded by, the public pages.
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/postcss';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import YAML from 'yaml';
import { cmsConfig } from '@/lib/cms/config';
import { clinic } from '@/lib/content/clinic';
import { locales } from '@/lib/i18n';
import { placeholderValues } from '@/lib/placeholders';
import { siteUrl } from '@/lib/site';

/**
 * What a browser cannot run: the build stops if the site's code in the editor's
 * bundle reaches a module that reads files (a content loader). Decap's own
 * packages bring their browser versions of `path` and are left alone.
 */
const serverOnly: esbuild.Plugin = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^(node:|fs$|path$|os$)/ }, (args) =>
      args.importer.includes(`${path.sep}node_modules${path.sep}`)
        ? undefined
        : {
            errors: [
              {
                text: `The editor's bundle reached ${args.path}, imported by ${args.importer}: previews may use only components that are given their data.`,
              },
            ],
          },
    );
  },
};

const page = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/admin/cms.js"></script>
  </body>
</html>
`;

export async function writeAdmin(pub: string): Promise<string> {
  const dir = path.join(pub, 'admin');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page(`${clinic.shortName} · editor`));
  fs.writeFileSync(
    path.join(dir, 'config.yml'),
    `# Generated from the content schemas by scripts/prebuild/admin.ts: edit those, not this.\n${YAML.stringify(cmsConfig(siteUrl), { lineWidth: 0 })}`,
  );
  const css = await postcss([tailwindcss({ base: process.cwd() })]).process(
    fs.readFileSync('app/globals.css', 'utf8'),
    { from: path.resolve('app/globals.css') },
  );
  fs.writeFileSync(path.join(dir, 'preview.css'), css.css);
  const facts = Object.fromEntries(locales.map((l) => [l, placeholderValues(l)]));
  const result = await esbuild.build({
    entryPoints: [path.resolve('components/cms/admin.tsx')],
    outfile: path.join(dir, 'cms.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    loader: { '.wasm': 'file' },
    publicPath: '/admin/',
    legalComments: 'external',
    define: { 'process.env.NODE_ENV': '"production"', SITE_FACTS: JSON.stringify(facts) },
    plugins: [serverOnly],
    logLevel: 'error',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return `the editor at /admin/ (${Math.round(bytes / 1024)} KB)`;
}
