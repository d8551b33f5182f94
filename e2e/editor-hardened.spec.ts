import { spawnSync } from 'node:child_process';
import { expect, request, test, type Page } from '@playwright/test';
import { EDITOR_OPENER_POLICY, editorPolicy } from '../lib/cms/config';
import { startNginx } from './nginx';
import { waitForServer } from './support';

/**
 * The editor as the real hosts serve it: Cloudflare's runtime (`wrangler pages
 * dev`, the project's base URL) reading out/_headers, and nginx with
 * deploy/nginx.conf over TLS. Its policies are its own, it is never indexed or
 * cached, and "Sign In with GitHub" completes: the sign-in service's popup
 * answers the editor with postMessage, which the site's opener policy
 * (`same-origin`) would cut. The popup and GitHub's API are stubbed at the
 * network layer; nothing leaves the machine.
 */

const TOKEN = 'gho_test-token-for-the-editor';

/**
 * Signs in as staff do, with the sign-in service (Netlify's, the default) and
 * GitHub stubbed; returns whether the editor then called GitHub with the token.
 */
async function signIn(page: Page, origin: string, openerPolicy?: string) {
  const withToken: string[] = [];
  const context = page.context();
  // The OAuth popup: it says it is authorizing, waits for the editor's answer, sends the token.
  await context.route('https://api.netlify.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Sign in</title><script>
        const done = (text) => { document.title = text; };
        if (!window.opener) done('no opener');
        window.addEventListener('message', (event) => {
          if (event.data !== 'authorizing:github') return;
          event.source.postMessage('authorization:github:success:' + JSON.stringify({ token: '${TOKEN}', provider: 'github' }), event.origin);
          done('sent');
        });
        window.opener?.postMessage('authorizing:github', '*');
      </script>`,
    }),
  );
  await context.route('https://api.github.com/**', (route) => {
    const auth = route.request().headers()['authorization'] ?? '';
    if (auth.includes(TOKEN)) withToken.push(new URL(route.request().url()).pathname);
    const path = new URL(route.request().url()).pathname;
    const body =
      path === '/user'
        ? { login: 'frontdesk', name: 'Front Desk', id: 1, avatar_url: '' }
        : path.startsWith('/repos/')
          ? { full_name: 'prairie-spine/website', permissions: { push: true, admin: false } }
          : { data: {} };
    return route.fulfill({ json: body });
  });
  if (openerPolicy)
    // Today's headers, for the control: the site's opener policy on /admin/ too.
    await page.route(`${origin}/admin/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'cross-origin-opener-policy': openerPolicy },
      });
    });
  await page.goto(`${origin}/admin/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with .GitHub.$/ }).click();
  const login = await popup;
  // The popup closes itself once it has answered (its title may go with it).
  await expect
    .poll(() => (login.isClosed() ? 'closed' : login.title().catch(() => 'closed')))
    .not.toBe('Sign in');
  // The editor's first call with the token may be the save guard's look at the branch
  // (components/cms/git-host-guard.ts); the sign-in itself asks who the user is.
  await expect
    .poll(() => withToken.filter((p) => p === '/user').length, { timeout: 5_000 })
    .toBeGreaterThan(0)
    .catch(() => {});
  return withToken;
}

for (const host of ['wrangler pages dev', 'nginx with deploy/nginx.conf, over TLS'] as const) {
  test.describe(host, () => {
    let origin = '';
    let cert = '';
    let stop = () => {};

    test.beforeAll(async () => {
      if (host.startsWith('nginx')) ({ origin, cert, stop } = await startNginx());
      else origin = test.info().project.use.baseURL as string;
      const api = await request.newContext({ ignoreHTTPSErrors: true });
      await waitForServer(api, `${origin}/admin/`);
      await api.dispose();
    });

    test.afterAll(() => stop());

    test.use({ ignoreHTTPSErrors: true });

    test('the editor is served with its own policies, never indexed or cached', async () => {
      const api = await request.newContext({ ignoreHTTPSErrors: true });
      for (const url of ['/admin/', '/admin/index.html', '/admin/config.yml']) {
        const response = await api.get(`${origin}${url}`);
        expect(response.status()).toBe(200);
        const headers = response.headers();
        expect(headers['content-security-policy']).toBe(editorPolicy());
        expect(headers['cross-origin-opener-policy']).toBe(EDITOR_OPENER_POLICY);
        expect(headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(headers['cache-control']).toBe('no-cache');
      }
      // The public pages keep the site policy, which never allows eval, and the strict opener policy.
      const home = await api.get(`${origin}/`);
      expect(home.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
      expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
      expect(home.headers()['x-robots-tag']).toBeUndefined();
      await api.dispose();
    });

    test('"Sign In with GitHub" completes through the sign-in popup', async ({ page }) => {
      const called = await signIn(page, origin);
      expect(called).toContain('/user');
    });

    // The Observatory scans over TLS: on nginx.
    if (host.startsWith('nginx'))
      test('the MDN HTTP Observatory grades the editor A+, as the home page', () => {
        const { hostname, port } = new URL(origin);
        const grades = ['/admin/', '/'].map((address) => {
          const run = spawnSync(
            process.execPath,
            ['e2e/observatory-scan.mjs', hostname, port, address],
            { encoding: 'utf8', env: { ...process.env, NODE_EXTRA_CA_CERTS: cert } },
          );
          expect(run.stderr).toBe('');
          return { address, ...JSON.parse(run.stdout) };
        });
        for (const grade of grades)
          expect(grade).toMatchObject({ grade: 'A+', failed: [], status: 200 });
      });

    test('with the site’s opener policy on /admin/, the popup could not answer', async ({
      page,
    }) => {
      const called = await signIn(page, origin, 'same-origin');
      expect(called).toEqual([]);
    });
  });
}
