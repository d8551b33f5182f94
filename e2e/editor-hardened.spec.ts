import { expect, test } from '@playwright/test';
import { editorPolicy } from '../lib/cms/config';

/** The editor as Cloudflare Pages serves it (_headers): a policy of its own, never indexed. */
test('the editor is served with its own policy, never indexed or cached', async ({ request }) => {
  for (const url of ['/admin/', '/admin/index.html', '/admin/config.yml']) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(editorPolicy());
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['cache-control']).toBe('no-cache');
  }
  // The public pages keep the site policy, which never allows eval.
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(home.headers()['x-robots-tag']).toBeUndefined();
});
