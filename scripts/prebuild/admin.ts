// The content editor at /admin/ (Sveltia CMS): its page, its configuration
// (generated from the content schemas), Sveltia's own build (copied from its
// npm package, without source maps), our module with the site's preview
// components, and the site's stylesheet for the previews. Written into
// public/admin/, which `next build` copies to out/admin/; nothing of it is
// linked from, or loaded by, the public pages.
import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/postcss';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import YAML from 'yaml';
import { backendConfig, cmsConfig } from '@/lib/cms/config';
import { contentKinds, type Kind } from '@/lib/content/kinds';
import { siteIndex } from '@/lib/content/site-index';
import { proseRuleTexts } from '@/prose/linter';
import { clinic } from '@/lib/content/clinic';
import { locales } from '@/lib/i18n';
import { placeholderValues } from '@/lib/content/placeholders';
import { siteUrl } from '@/lib/site';
import { contentDir } from '@/lib/content/read';
import { postSlugs } from '@/lib/blog';
import { readPageAddresses, readPostAddresses } from '@/lib/post-addresses.mjs';
import { HOURS } from '@/components/cms/edited-facts';
import { clinicTimeZone } from '@/lib/content/today';

/**
 * What a browser cannot run: the build stops if the site's code in the editor's
 * bundle reaches a module that reads files (a content loader). Packages that
 * bring their own browser versions of `path` are left alone.
 */
const serverOnly: esbuild.Plugin = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^(node:|fs$|path$|os$)/ }, (args) =>
      args.importer.includes(`${path.sep}node_modules${path.sep}`) ||
      args.importer.startsWith(path.resolve('scripts/prebuild/browser'))
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

/**
 * The grammars and themes of Sveltia's code highlighter (about 300 modules,
 * 12 MB) serve its Code field, which no content kind uses: each resolves to an
 * empty grammar list, so the editor ships a few dozen files instead of 370.
 */
const noCodeLanguages: esbuild.Plugin = {
  name: 'no-code-languages',
  setup(build) {
    build.onResolve({ filter: /^@shikijs\/(langs|themes)\// }, (args) => ({
      path: args.path,
      namespace: 'no-code-languages',
    }));
    build.onLoad({ filter: /.*/, namespace: 'no-code-languages' }, () => ({
      contents: 'export default [];',
      loader: 'js',
    }));
  },
};

/**
 * Sveltia backs up an entry's draft as staff type (its "Automatically back up entry
 * drafts" preference, on) and offers it back when the entry is opened again. It opens
 * the backup store when the editor picks its backend, but only the first time: the
 * sign-in screen picks the git host (the configuration's backend), so after "Work with
 * Local Repository" the store was closed, and nothing was backed up for the whole
 * session (after a reload, which opens local mode directly, it worked). The one
 * condition that skipped reopening the store goes: the store opens for whichever
 * backend is picked. The build stops if Sveltia's code no longer has that line
 * (an upgrade that changed or fixed it): check the backup by hand, then drop this.
 */
const draftBackupEveryBackend: esbuild.Plugin = {
  name: 'draft-backup-every-backend',
  setup(build) {
    build.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => {
      const code = fs.readFileSync(args.path, 'utf8');
      const line =
        /if\((\w+)&&!(\w+)\)(\{let\{databaseName:(\w+)\}=\1\.repository\?\?\{\};if\(\4\)\{\2=new \w+\(\4,`draft-backups`)/g;
      const found = code.match(line) ?? [];
      if (found.length !== 1)
        return {
          errors: [
            {
              text: `Sveltia CMS: the line that opens its draft backup store was found ${found.length} times, not once (scripts/prebuild/admin.ts, draftBackupEveryBackend).`,
            },
          ],
        };
      return { contents: code.replace(line, 'if($1)$3'), loader: 'js' };
    });
  },
};

const shim = (file: string) => path.resolve('scripts/prebuild/browser', file);

/** Every collection and one-file entry of the editor: its kind and its files' path pattern. */
function editorEntries() {
  return Object.entries(contentKinds() as Record<string, Kind>).map(([key, kind]) => {
    switch (kind.layout) {
      case 'posts':
        return { name: key, kind: key, path: `content/${kind.folder}/{locale}/{id}.md` };
      case 'entries':
        return { name: key, kind: key, path: `content/${kind.folder}/{id}.yaml` };
      default:
        return { name: key.replace(/^page:/, ''), kind: key, path: `content/${kind.file}` };
    }
  });
}

/** The addresses of the posts published on the build's day, by language and post. */
function publishedPostAddresses(): Record<string, Record<string, string>> {
  const published = new Set(postSlugs());
  return Object.fromEntries(
    Object.entries(readPostAddresses(fs, path, contentDir())).map(([locale, words]) => [
      locale,
      Object.fromEntries(Object.entries(words).filter(([slug]) => published.has(slug))),
    ]),
  );
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * Sveltia's npm build is made for a bundler: it imports its dependencies by
 * name, on demand (each code language of its code editor a module of its own),
 * and finds its fonts, WebAssembly and worker beside itself
 * (`new URL('assets/…', import.meta.url)`). esbuild bundles it with our module
 * and splits what it loads on demand into chunks; its assets are copied beside.
 */
function copyEditorAssets(dest: string) {
  // The package exports only its module (npm/index.js): its folder is two levels up.
  const pkg = path.dirname(path.dirname(require.resolve('@sveltia/cms')));
  const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  fs.cpSync(path.join(pkg, 'npm', 'assets'), path.join(dest, 'assets'), {
    recursive: true,
    filter: (file) => !file.endsWith('.map'),
  });
  return version;
}

const page = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link href="/admin/config.yml" type="application/yaml" rel="cms-config-url" />
    <style>
      /* Names in the sidebar wrap, whole, where Sveltia would cut them off with an ellipsis. */
      [role='treeitem'] span.label {
        white-space: normal;
        overflow: visible;
        text-overflow: clip;
      }
      /* The Spanish page's own address is asked for in the Spanish pane only. */
      [data-locale='en'] section.field[aria-label*='Address of the Spanish page'] {
        display: none;
      }
    </style>
  </head>
  <body>
    <script type="module" src="/admin/cms.js"></script>
  </body>
</html>
`;

export async function writeAdmin(pub: string): Promise<string> {
  const dir = path.join(pub, 'admin');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), page(`${clinic().shortName} · editor`));
  fs.writeFileSync(
    path.join(dir, 'config.yml'),
    `# Generated from the content schemas by scripts/prebuild/admin.ts: edit those, not this.\n${YAML.stringify(cmsConfig(siteUrl), { lineWidth: 0 })}`,
  );
  const css = await postcss([tailwindcss({ base: process.cwd() })]).process(
    fs.readFileSync('app/globals.css', 'utf8'),
    { from: path.resolve('app/globals.css') },
  );
  fs.writeFileSync(path.join(dir, 'preview.css'), css.css);
  const version = copyEditorAssets(dir);
  // The weekly hours too, for the closure preview (components/cms/edited-facts.ts).
  const facts = Object.fromEntries(
    locales.map((l) => [l, { ...placeholderValues(l), [HOURS]: JSON.stringify(clinic().hours) }]),
  );
  const result = await esbuild.build({
    entryPoints: { cms: path.resolve('components/cms/admin.tsx') },
    outdir: dir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'external',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': JSON.stringify(siteUrl),
      // The published posts' own addresses in Spanish, for the links the preview checks; a
      // scheduled post's stay out of the bundle until the build of its day.
      'process.env.POST_ADDRESSES': JSON.stringify(JSON.stringify(publishedPostAddresses())),
      // The other pages' own addresses (services, conditions, legal pages…), as the site has them.
      'process.env.PAGE_ADDRESSES': JSON.stringify(
        JSON.stringify(readPageAddresses(fs, path, contentDir())),
      ),
      SITE_FACTS: JSON.stringify(facts),
      DOCTOR_TEAM: JSON.stringify(clinic().doctor.id),
      // The date fields' Today (components/cms/clinic-today.ts).
      CLINIC_TIME_ZONE: JSON.stringify(clinicTimeZone()),
      SITE_INDEX: JSON.stringify(siteIndex()),
      PROSE_RULES: JSON.stringify(Object.fromEntries(locales.map((l) => [l, proseRuleTexts(l)]))),
      EDITOR_ENTRIES: JSON.stringify(editorEntries()),
      // The repository GitHub mode saves to, for the check before a save (git-host-guard.ts).
      GIT_HOST: JSON.stringify(backendConfig()),
    },
    // textlint's packages (the prose rules of the preview) import Node built-ins they never
    // call in the browser, and read `process`.
    alias: {
      fs: shim('node-builtins.js'),
      'node:fs': shim('node-builtins.js'),
      os: shim('node-builtins.js'),
      'node:os': shim('node-builtins.js'),
      path: 'path-browserify',
      'node:path': 'path-browserify',
      assert: shim('assert.js'),
      'node:assert': shim('assert.js'),
    },
    banner: { js: 'globalThis.process ??= { env: {}, cwd: () => "/", platform: "browser" };' },
    plugins: [serverOnly, noCodeLanguages, draftBackupEveryBackend],
    logLevel: 'error',
    metafile: true,
  });
  const outputs = Object.entries(result.metafile.outputs);
  const all = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
  const first = outputs.find(([file]) => file.endsWith('cms.js'))?.[1].bytes ?? 0;
  return `the editor at /admin/ (Sveltia CMS ${version}: ${kb(first)} on opening, ${kb(all)} with what it loads on demand)`;
}
