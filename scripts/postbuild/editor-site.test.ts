import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorPolicy, EDITOR_PATH } from '@/lib/cms/config';
import { launchCheck } from '@/lib/launch';
import { sitePolicy } from '@/lib/security';
import { editorOrigin } from '@/lib/site';
import { netlifyRedirects } from './aliases';
import { editorRedirectLines, writeEditorSite } from './editor-site';
import { headerRules, nginxConf } from './headers';

const EDITOR = 'https://edit.lenexaspine.com';

describe('the editor’s own origin (EDITOR_URL)', () => {
  it('is an origin of its own, or none', () => {
    expect(editorOrigin({})).toBeNull();
    expect(editorOrigin({ EDITOR_URL: `${EDITOR}/` })).toBe(EDITOR);
    expect(editorOrigin({ EDITOR_URL: 'https://localhost:5121' })).toBe('https://localhost:5121');
    expect(() => editorOrigin({ EDITOR_URL: `${EDITOR}/admin/` })).toThrow(/no path/);
    // Cloudflare Pages refuses a redirect to plain http://, and the editor holds a token.
    expect(() => editorOrigin({ EDITOR_URL: 'http://edit.lenexaspine.com' })).toThrow(/https/);
    expect(() => editorOrigin({ EDITOR_URL: 'edit.lenexaspine.com' })).toThrow(/not an address/);
    expect(() =>
      editorOrigin({
        EDITOR_URL: 'https://www.lenexaspine.com',
        SITE_URL: 'https://www.lenexaspine.com/',
      }),
    ).toThrow(/another host name/);
  });

  it('is named by the launch check while unset', () => {
    const named = (env: Record<string, string>) => launchCheck(env).left.map((s) => s.file);
    expect(named({})).toContain('EDITOR_URL');
    expect(named({ EDITOR_URL: 'https://edit.prairiespine.example' })).toContain('EDITOR_URL');
    expect(named({ EDITOR_URL: EDITOR })).not.toContain('EDITOR_URL');
  });

  it('moves the editor out of the export, with its own headers, and /admin/ redirects there', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-site-'));
    try {
      const out = path.join(root, 'out');
      const editorOut = path.join(root, 'out-editor');
      fs.mkdirSync(path.join(out, 'admin'), { recursive: true });
      fs.writeFileSync(
        path.join(out, 'admin', 'index.html'),
        '<!doctype html><title>editor</title>',
      );
      fs.writeFileSync(path.join(out, 'admin', 'config.yml'), 'backend: {}\n');
      fs.writeFileSync(path.join(out, '_redirects'), '/old/ /new/ 301\n');

      writeEditorSite(out, editorOut, EDITOR);
      expect(fs.existsSync(path.join(out, 'admin'))).toBe(false);
      expect(fs.readdirSync(path.join(editorOut, 'admin')).sort()).toEqual([
        'config.yml',
        'index.html',
      ]);
      expect(fs.readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(
        `/old/ /new/ 301\n/admin ${EDITOR}/admin/ 302\n/admin/* ${EDITOR}/admin/:splat 302\n`,
      );
      const headers = fs.readFileSync(path.join(editorOut, '_headers'), 'utf8');
      expect(headers).toMatch(/^\/\*\n/);
      expect(headers).toContain(`  Content-Security-Policy: ${editorPolicy()}\n`);
      expect(headers).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups\n');
      expect(headers).toContain('  Strict-Transport-Security: ');
      expect(headers).not.toContain('Cross-Origin-Opener-Policy: same-origin\n');
      expect(fs.readFileSync(path.join(editorOut, '_redirects'), 'utf8')).toBe('/ /admin/ 302\n');
      expect(fs.readFileSync(path.join(editorOut, '404.html'), 'utf8')).toContain(
        'Esta dirección no forma parte del editor',
      );

      // Without EDITOR_URL a build leaves no editor folder behind.
      writeEditorSite(out, editorOut, null);
      expect(fs.existsSync(editorOut)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('Netlify forces the editor redirects as it does the old addresses', () => {
    const text = `${editorRedirectLines(EDITOR).join('\n')}\n`;
    expect(netlifyRedirects(text)).toBe(
      `/admin ${EDITOR}/admin/ 302!\n/admin/* ${EDITOR}/admin/:splat 302!\n`,
    );
    expect(() => netlifyRedirects('/admin/* //evil.example/ 302\n')).toThrow(/unexpected/);
    // The editor's own site: its address / opens /admin/.
    expect(netlifyRedirects('/ /admin/ 302\n')).toBe('/ /admin/ 302!\n');
  });

  it('the site’s _headers and nginx.conf then serve no editor, and nginx redirects /admin/', () => {
    expect(headerRules(sitePolicy([]), [], false).map((r) => r.path)).not.toContain(
      `${EDITOR_PATH}*`,
    );
    const conf = nginxConf(sitePolicy([]), [], [], EDITOR);
    expect(conf).toContain(`location /admin/ { return 302 ${EDITOR}$request_uri; }`);
    expect(conf).toContain(`location = /admin { return 302 ${EDITOR}/admin/$is_args$args; }`);
    expect(conf).not.toContain('location /admin/ {\n');
    // The editor's server: its host, its folder, its own policy on every response.
    const editor = conf.slice(conf.lastIndexOf('server {'));
    expect(editor).toContain('server_name edit.lenexaspine.com;');
    expect(editor).toContain('root /var/www/prairie-spine-editor;');
    expect(editor).toContain(`add_header Content-Security-Policy "${editorPolicy()}" always;`);
    expect(editor).toContain('location = / { return 302 /admin/; }');
    // Without EDITOR_URL, the editor is served on the site as before.
    expect(nginxConf(sitePolicy([]), [])).toContain('location /admin/ {\n');
    expect(nginxConf(sitePolicy([]), [])).not.toContain('prairie-spine-editor');
  });
});
