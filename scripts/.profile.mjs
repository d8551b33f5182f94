import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const maps = new Map();
const original = (dir, url, line, col) => {
  const m = /\/_next\/static\/chunks\/[^?]+\.js/.exec(url);
  if (!m) return null;
  const js = dir + m[0];
  const ref = fs.existsSync(js) ? /sourceMappingURL=(\S+)/.exec(fs.readFileSync(js, 'utf8'))?.[1] : null;
  const file = ref ? js.replace(/[^/]+$/, ref) : js + '.map';
  if (!maps.has(file)) maps.set(file, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null);
  const c = maps.get(file); if (!c) return null;
  const p = c.originalPositionFor({ line: line + 1, column: col });
  return p.source ? `${p.name ?? '?'} ${p.source.replace(/.*node_modules\//, '').replace(/^.*\/\[project\]\//,'')}:${p.line}` : null;
};
import { CHROMIUM, CHROMIUM_ARGS } from '/work/main/scripts/chromium.mjs';
import { serve } from '/work/main/scripts/bench.mjs';
const [dir, page, runs = 1] = process.argv.slice(2);
const server = await serve(dir, { plain: true });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const agg = new Map(); const cats = new Map();
for (let r = 0; r < Number(runs); r++) {
  const tab = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(`${server.origin}${page}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 3000));
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  const KEYS = ['hydrateRoot','processFullStringRow','processFullBinaryRow','parseModelString','resolveModel','initializeModelChunk','beginWork','completeWork','commitRoot','commitMutationEffects','commitLayoutEffects','flushPassiveEffects','performWorkOnRootViaSchedulerTask','performSyncWorkOnRoot','workLoopConcurrentByScheduler','workLoopSync','renderRootConcurrent','renderRootSync','(garbage collector)','(program)','(idle)','hydrateInstance','tryToClaimNextHydratableInstance','diffHydratedProperties','commitHydratedInstance','ReactDOMRoot','register','startTransition','requireModule','__turbopack_context__'];
  for (const [id, t] of self) {
    let n = byId.get(id); const f = n.callFrame;
    const key = original(dir, f.url, f.lineNumber, f.columnNumber) ?? `${f.functionName || '(anon)'} ${f.url.replace(server.origin, '')}`;
    agg.set(key, (agg.get(key) ?? 0) + t);
    // inclusive categories: walk up and credit the nearest key in KEYS once each
    const seen = new Set(); let cur = id;
    while (cur !== undefined) { const cf = byId.get(cur).callFrame; const fn = (original(dir, cf.url, cf.lineNumber, cf.columnNumber) ?? cf.functionName).split(' ')[0]; if (KEYS.includes(fn) && !seen.has(fn)) { seen.add(fn); cats.set(fn, (cats.get(fn) ?? 0) + t); } cur = parent.get(cur); }
  }
  // tasks: runs of non-idle samples
  let t0 = profile.startTime, cur = null; const tasks = [];
  for (let i = 0; i < profile.samples.length; i++) {
    t0 += profile.timeDeltas[i];
    const node = byId.get(profile.samples[i]); const idle = node.callFrame.functionName === '(idle)';
    if (idle) { if (cur) { tasks.push(cur); cur = null; } continue; }
    if (!cur) cur = { start: t0, end: t0, top: new Map() };
    cur.end = t0;
    // credit the outermost meaningful frames chain names (first 3 named ancestors from top)
    const chain = []; let id = profile.samples[i];
    while (id !== undefined) { const cf = byId.get(id).callFrame; const o = original(dir, cf.url, cf.lineNumber, cf.columnNumber); chain.push(o ? o.split(' ')[0] + ' ' + o.split(' ')[1].replace(/^.*\//,'') : (cf.functionName || '(anon)') + ' ' + cf.url.replace(server.origin,'').slice(0,40)); id = parent.get(id); }
    const key = chain.reverse().filter(k => !k.startsWith('(root)')).slice(0, 4).join(' > ');
    cur.top.set(key, (cur.top.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  if (r === 0) for (const t of tasks.filter(t => (t.end - t.start) / 1000 > 25)) {
    console.log(`task @${((t.start - profile.startTime) / 1000).toFixed(0)} ${((t.end - t.start) / 1000).toFixed(0)} ms`);
    for (const [k, v] of [...t.top].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${(v / 1000).toFixed(0)} ${k}`);
  }
  await tab.close();
}
const n = Number(runs);
console.log('inclusive (ms, per run):');
for (const [k, v] of [...cats].sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${(v / 1000 / n).toFixed(0)}`);
console.log('self top 25:');
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${(v / 1000 / n).toFixed(0)} ${k}`);
await browser.close(); server.stop(); process.exit(0);
