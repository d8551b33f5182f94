import { chromium } from '@playwright/test';
import { HEADLESS_SHELL, CHROMIUM_ARGS } from '/work/wt-50a/scripts/chromium.mjs';
import fs from 'node:fs';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('dialog', (d) => { console.log('DIALOG', d.message().slice(0, 300)); d.accept(); });
await page.addInitScript(() => {
  Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true }) });
});
await page.goto(base + '/admin/config.yml');
await page.evaluate(async () => {
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
  const w = async (p, t) => { const parts = p.split('/'); let d = root; for (const x of parts.slice(0, -1)) d = await d.getDirectoryHandle(x, { create: true }); const f = await (await d.getFileHandle(parts.at(-1), { create: true })).createWritable(); await f.write(t); await f.close(); };
  await w('.git/HEAD', 'ref: refs/heads/main\n');
  await w('public/media/.gitkeep', '');
  await w('content/clinic.yaml', 'x: 1\n');
});
await page.goto(base + '/admin/');
await page.getByRole('button', { name: 'Work with Local Repository' }).click();
await page.waitForTimeout(3000);
await page.goto(base + '/admin/#/assets');
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/wt50a-x/assets.png' });
const buttons = await page.getByRole('button').allInnerTexts();
console.log(buttons.join(' | '));
if (process.argv[3]) {
  await page.getByText('Global Assets').click();
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Upload New Assets' }).last().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/wt50a-x/global.png' });
  console.log('inputs', await page.locator('input[type=file]').count(), await page.getByRole('button').allInnerTexts());
  await page.locator('input[type=file]').last().setInputFiles(process.argv[3]);
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/wt50a-x/after.png' });
  console.log((await page.getByRole('button').allInnerTexts()).join(' | '));
  const files = await page.evaluate(async () => { const r = await (await (await navigator.storage.getDirectory()).getDirectoryHandle('repo')).getDirectoryHandle('public'); const m = await r.getDirectoryHandle('media'); const out=[]; for await (const [n] of m.entries()) out.push(n); return out; });
  console.log('media:', files);
}
await browser.close();
