/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_POLICY, sha256, sitePolicy } from '@/lib/security';
import { formatHeaders, generatedScripts, headerRules, nginxConf } from './headers';

/** A folder with `files` (path → text) in it. */
function folder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the policy’s hashes', () => {
  it('come from the pages the build generated, never from a page copied from public/', () => {
    const out = folder({
      'index.html': '<script>site()</script>',
      'admin/index.html': '<script type="module" src="/admin/cms.js"></script>',
    });
    const pub = folder({ 'admin/index.html': '' });
    const { files, scripts } = generatedScripts(out, pub);
    expect(files.map((f) => path.relative(out, f))).toEqual(['index.html']);
    expect(scripts).toEqual(['site()']);
    expect(sitePolicy(scripts)).toContain(sha256('site()'));
  });

  it('stop the build at an inline script in a file copied from public/, naming it', () => {
    const steal = "fetch('/?'+localStorage['sveltia-cms.user'])";
    const out = folder({
      'index.html': '<script>site()</script>',
      'media/offer.html': `<script>${steal}</script>`,
    });
    const pub = folder({ 'media/offer.html': '' });
    expect(() => generatedScripts(out, pub)).toThrow(
      /media\/offer\.html: an inline script in a file copied from public\//,
    );
  });
});

describe('uploads and drawings opened on their own', () => {
  const rules = headerRules(sitePolicy([]));

  it('get a sandbox that loads nothing, on Cloudflare Pages (the site policy detached)', () => {
    for (const pattern of ['/media/*', '/*.svg']) {
      const rule = rules.find((r) => r.path === pattern);
      expect(rule?.detach).toEqual(['Content-Security-Policy']);
      expect(rule?.headers).toEqual([['Content-Security-Policy', FILE_POLICY]]);
    }
    expect(FILE_POLICY).toMatch(/^sandbox; default-src 'none'/);
  });

  it('on Netlify, whose later rule replaces the site policy: after the catch-all, no detach line left', () => {
    const dir = folder({ _redirects: '', _headers: formatHeaders(rules) });
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/netlify.ts', dir]);
    const text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(text).not.toMatch(/^ {2}! /m);
    const at = (p: string) => text.indexOf(`\n${p}\n`);
    expect(at('/media/*')).toBeGreaterThan(text.indexOf('/*\n'));
    expect(text).toContain(`/media/*\n  Content-Security-Policy: ${FILE_POLICY}\n`);
    expect(text).toContain(`/*.svg\n  Content-Security-Policy: ${FILE_POLICY}\n`);
  });

  it('on nginx, with every other header repeated (a location with add_header drops the server’s)', () => {
    const conf = nginxConf(sitePolicy([]), []);
    for (const location of ['location ^~ /media/ {', 'location ~* \\.svg$ {']) {
      const start = conf.indexOf(location);
      expect(start).toBeGreaterThan(0);
      const block = conf.slice(start, conf.indexOf('    }', start));
      expect(block).toContain(`add_header Content-Security-Policy "${FILE_POLICY}" always;`);
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block).toContain('add_header Strict-Transport-Security');
    }
  });
});
