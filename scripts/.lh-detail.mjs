import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from '/work/main/scripts/chromium.mjs';
import { serve } from '/work/main/scripts/bench.mjs';
const [dir, page, runs = 1] = process.argv.slice(2);
const server = await serve(dir, { plain: true });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const port = Number(new URL(browser.wsEndpoint()).port);
for (let i = 0; i < Number(runs); i++) {
const { lhr } = await lighthouse(`${server.origin}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
const a = lhr.audits;
console.log('TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue));
console.log('mainthread:', a['mainthread-work-breakdown'].details.items.map(i => `${i.group}=${Math.round(i.duration)}`).join(' '));
console.log('bootup:', a['bootup-time'].details.items.map(i => `${i.url.replace(server.origin,'')}: total ${Math.round(i.total)} script ${Math.round(i.scripting)} parse ${Math.round(i.scriptParseCompile)}`).join('\n  '));
const lt = a['long-tasks']?.details?.items ?? [];
console.log('long tasks:', lt.map(t => `${t.url?.replace(server.origin,'')}@${Math.round(t.startTime)}:${Math.round(t.duration)}`).join(' '));
}
await browser.close(); server.stop(); process.exit(0);
