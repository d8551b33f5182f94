import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RedirectsHandler } from '@netlify/redirects';
import { StaticHandler } from '@netlify/static';
import { OUT } from './support';

/**
 * Netlify's own routing, offline and in process: its redirect engine
 * (`@netlify/redirects`, which parses `_redirects` and netlify.toml with
 * Netlify's parser and matches with netlify-redirector, the WebAssembly rule
 * matcher of `netlify dev`) and its static file lookup (`@netlify/static`),
 * joined as `netlify dev` joins them: a rule whose address is a file answers
 * with the file unless the rule is forced, and a rewrite (netlify.toml's rule
 * to the Spanish 404 page) answers with its rule's status, as netlify-cli's
 * proxy does.
 * The `_redirects` is the one Netlify's build publishes: out/'s, after the step
 * that `npm run build:netlify` runs (scripts/netlify.ts) has run on a copy;
 * every other file comes from out/.
 */
const ROOT = path.resolve(__dirname, '..');
export const NETLIFY_TOML = path.join(ROOT, 'netlify.toml');
const ORIGIN = 'http://localhost';

/** Netlify serving `root`: out/ unless a test built its own export. */
export function netlifyHost(root = OUT) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-'));
  const redirectsFile = path.join(dir, '_redirects');
  fs.copyFileSync(path.join(root, '_redirects'), redirectsFile);
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/netlify.ts', dir],
    { cwd: ROOT },
  );
  const rules = new RedirectsHandler({
    configPath: NETLIFY_TOML,
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir: dir,
    publicDir: dir,
  });
  const files = new StaticHandler({ directory: root });
  const staticFile = async (request: Request) => (await files.match(request))?.handle;

  /** The response to a GET of `address` (a path, with its query string). */
  async function get(address: string): Promise<Response> {
    const request = new Request(new URL(address, ORIGIN));
    const match = await rules.match(request);
    if (match) {
      const shadowed = !match.force && !!(await files.match(request));
      const response = await rules.handle(request, match, staticFile);
      if (response && !shadowed && !match.redirect && match.statusCode !== response.status)
        return new Response(response.body, { status: match.statusCode, headers: response.headers });
      if (response) return response;
    }
    const file = await files.match(request);
    return file ? file.handle() : new Response('Not found', { status: 404 });
  }

  return {
    get,
    origin: ORIGIN,
    redirectsFile,
    stop: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
