import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { walk } from '@/lib/walk';
import {
  attrValue,
  NEXT_DIR,
  NextFormatError,
  PAYLOAD_GLOBAL,
  payloadChunk,
  payloadOf,
  readPage,
  runnable,
  STATIC_PREFIX,
} from './next-contract';

/**
 * Paint before JavaScript. Every exported page is rewritten so that no
 * Next.js script is fetched or run before the first paint: its scripts
 * become inert `type="text/x-deferred"` elements (a browser neither fetches
 * nor runs a script of an unknown type), script preloads are dropped, and
 * one small loader, the same on every page, brings them back to life after
 * the first paint. The runtime then loads and hydrates as
 * usual. Scripts marked `data-before-paint` (the 404 page's language
 * picker) and data blocks (JSON-LD, any type that is not JavaScript) are
 * left alone.
 *
 * Only the scripts this step wrote come back to life: each carries the
 * build's token (`data-build`, random per build) and the loader knows it. An
 * element of the deferred type that reached the page any other way (through
 * content, say) stays inert, even if it names a script the policy allows.
 */
export const DEFERRED_TYPE = 'text/x-deferred';

/** The loader starts the scripts by then at the latest, painted or not (a prerendered page is not). */
export const START_BY_MS = 5000;

/**
 * When the loader starts the page's scripts: `at` the load event and the first paint
 * ('load'), the first paint alone ('paint'), or as soon as the HTML is parsed ('html');
 * with `preload`, the scripts are fetched (at low priority) beside the payload instead of
 * after it. The site ships START; the bench (`npm run bench -- hydration --starts …`)
 * measures the others beside it.
 */
export type Start = { at: 'load' | 'paint' | 'html'; preload: boolean };
export const START: Start = { at: 'paint', preload: true };

/** A start as the bench names it: `load`, `paint+preload`, `html+preload`… */
export const startName = ({ at, preload }: Start) => `${at}${preload ? '+preload' : ''}`;
export const parseStart = (name: string): Start => {
  const [at, ...rest] = name.split('+');
  if (at !== 'load' && at !== 'paint' && at !== 'html') throw new Error(`unknown start: ${name}`);
  return { at, preload: rest.includes('preload') };
};

/**
 * Runs at the start chosen (START: once the browser has reported its first paint and two
 * more frames have rendered, fetching the scripts at low priority beside the payload), or after 5 s, whichever comes first: it
 * fetches the page's React Server Components payload (the same bytes Next.js inlined,
 * exported as index.txt), then replaces each deferred script by a live copy: inline ones
 * run at once, the payload is handed to the runtime in their place, external ones load
 * async as Next.js emitted them. Without paint timing support it waits one frame. The
 * payload goes first: the runtime closes its stream once it runs after the document has
 * loaded, so the scripts may be fetched early (`preload`) but never run before it.
 */
const loaderSource = (build: string, { at, preload }: Start) => `(function () {
  var started = false, loaded = ${at === 'load' ? "document.readyState === 'complete'" : 'true'}, painted = false;
  var ours = 'script[type="${DEFERRED_TYPE}"][data-build="${build}"]';
  function revive(payload) {
    var list = document.querySelectorAll(ours);
    for (var i = 0; i < list.length; i++) {
      var old = list[i];
      if (old.hasAttribute('data-payload')) {
        (self.__next_f = self.__next_f || []).push([1, payload]);
        old.parentNode.removeChild(old);
        continue;
      }
      var s = document.createElement('script');
      for (var j = 0; j < old.attributes.length; j++) {
        var a = old.attributes[j];
        if (a.name !== 'type' && a.name !== 'data-src' && a.name !== 'data-build') s.setAttribute(a.name, a.value);
      }
      var src = old.getAttribute('data-src');
      if (src) { s.src = src; s.async = true; } else { s.text = old.text; }
      old.parentNode.replaceChild(s, old);
    }
  }
  function run() {
    if (started) return;
    started = true;${
      preload
        ? `
    var chunks = document.querySelectorAll(ours + '[data-src]');
    for (var k = 0; k < chunks.length; k++) {
      var l = document.createElement('link');
      l.rel = 'preload'; l.setAttribute('as', 'script'); l.href = chunks[k].getAttribute('data-src');
      l.setAttribute('fetchpriority', 'low');
      document.head.appendChild(l);
    }`
        : ''
    }
    var holder = document.querySelector(ours + '[data-payload]');
    if (!holder) return revive('');
    fetch(holder.getAttribute('data-payload'), { credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(revive, function () { /* the page stays as server-rendered HTML: links and native controls work */ });
  }
  function maybeRun() {
    if (loaded && painted) requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(run, 0); }); });
  }
${
  at === 'html'
    ? '  run();\n'
    : `  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (entries) {
      if (entries.getEntries().length) { painted = true; observer.disconnect(); maybeRun(); }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(function () { painted = true; maybeRun(); }, 0); });
  }
  if (loaded) maybeRun();
  else addEventListener('load', function () { loaded = true; maybeRun(); }, { once: true });
`
}  setTimeout(run, ${START_BY_MS});
  function early(e) {
    var t = e.target;
    if (!t || !t.closest) return;
    if (e.type === 'click') {
      var ask = t.closest('[data-ask]');
      var widget = ask && ask.closest('[data-widget]');
      if (widget && widget.querySelector('a[data-ask]')) {
        e.preventDefault();
        widget.setAttribute('data-asked', '');
      }
      var b = t.closest('button[commandfor]');
      var d = b && !('commandForElement' in b) && document.getElementById(b.getAttribute('commandfor'));
      if (d && b.getAttribute('command') === 'show-modal' && !d.open) d.showModal();
      if (d && b.getAttribute('command') === 'close') d.close();
      if (t.localName === 'dialog' && t.open && !('closedBy' in t)) t.close();
    }
    var search = t.closest('[data-early-search]');
    if (search && !search.hasAttribute('data-early')) {
      search.setAttribute('data-early', '');
      import(search.getAttribute('data-early-search')).then(function (m) { m.start(search); }).catch(function () {});
    }
    if (!t.closest('a[href]:not([data-ask])')) run();
  }
  ['pointerdown', 'keydown', 'focusin', 'click'].forEach(function (type) {
    addEventListener(type, early, true);
  });
})();`;

/** The loader as inlined in every page of a build: the same bytes everywhere, so one CSP hash. */
export const loader = (build: string, start = START) =>
  loaderSource(build, start).replace(/\n\s*/g, '');

/** A fresh token for a build: nothing written before the build can know it. */
export const newBuildToken = () => crypto.randomBytes(12).toString('base64url');

// What this step knows of Next's pages (script and payload formats) lives in next-contract.ts.
export { checkRuntime, inlinePayload, NextFormatError } from './next-contract';

type DeferOptions = {
  /** The build's token (newBuildToken): the loader revives only scripts that carry it. */
  build: string;
  /**
   * The exported index.txt holding the same payload as the page's inline
   * chunks; when given, the chunks leave the HTML (which then fits the first
   * round trip) and the loader fetches the file instead.
   */
  payloadPath?: string;
};

export function deferScripts(
  html: string,
  { build, payloadPath }: DeferOptions,
  page = readPage(html),
): string {
  if (html.includes('<script data-loader>')) return html;
  const mark = `data-build="${build}"`;
  let placedPayload = false;
  // Script preloads would fetch the runtime before the first paint.
  const edits = page.scriptPreloads.map((link) => ({ ...link, text: '' }));
  for (const script of page.scripts) {
    const { attrs, body } = script;
    if (!runnable(attrs.type) || 'data-before-paint' in attrs) continue;
    const edit = (text: string) => edits.push({ ...script, text });
    // Legacy-browser polyfills: browsers that run modules never fetch them, and React 19 needs those.
    if ('nomodule' in attrs) edit('');
    else if (payloadPath && payloadChunk(body) !== null) {
      edit(
        placedPayload
          ? ''
          : `<script type="${DEFERRED_TYPE}" ${mark} data-payload="${payloadPath}"></script>`,
      );
      placedPayload = true;
    } else {
      const kept = Object.entries(attrs)
        .filter(([name]) => !['src', 'type', 'async', 'defer'].includes(name))
        .map(([name, value]) => ` ${name}="${attrValue(value)}"`)
        .join('');
      edit(
        attrs.src
          ? `<script type="${DEFERRED_TYPE}" ${mark} data-src="${attrValue(attrs.src)}"${kept}></script>`
          : `<script type="${DEFERRED_TYPE}" ${mark}${kept}>${body}</script>`,
      );
    }
  }
  let rewritten = html;
  for (const { start, end, text } of edits.sort((x, y) => y.start - x.start))
    rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
  const tag = `<script data-loader>${loader(build)}</script>`;
  return rewritten.includes('</body>')
    ? rewritten.replace('</body>', `${tag}</body>`)
    : `${rewritten}${tag}`;
}

const htmlFiles = (dir: string) =>
  walk(dir, { skip: [NEXT_DIR], keep: (name) => name.endsWith('.html') });

const NOT_FOUND_PAGES = ['404.html', 'es/404.html'];

/**
 * The payload file of a page: its exported path/index.txt, or for a 404 page
 * a 404.txt beside it (the Spanish copy's payload carries its Spanish title,
 * so the two cannot share the not-found route's file).
 */
function payloadFileOf(out: string, file: string): string {
  const rel = path.relative(out, file).split(path.sep).join('/');
  if (NOT_FOUND_PAGES.includes(rel)) return `/${rel.replace(/\.html$/, '.txt')}`;
  return `/${rel.replace(/index\.html$/, 'index.txt')}`;
}

/**
 * What this step relies on, checked on every page so that an upgrade that
 * changes it fails the build with a plain message instead of quietly shipping
 * pages that no longer start: inline payload chunks (next-contract.ts) and no
 * script left that runs before the first paint.
 */
function checkPage(rel: string, after: string, inline: string | null) {
  if (inline === null)
    throw new NextFormatError(`${rel} has no inline ${PAYLOAD_GLOBAL}.push([1, …]) payload chunks`);
  const page = readPage(after);
  for (const { start, attrs } of page.scripts)
    if (runnable(attrs.type) && !('data-loader' in attrs) && !('data-before-paint' in attrs))
      throw new NextFormatError(
        `${rel} still runs a script before the first paint: ${after.slice(start, start + 120)}`,
      );
  if (page.scriptPreloads.length)
    throw new NextFormatError(`${rel} still preloads a script: a new preload form`);
}

/**
 * Rewrites every exported page; alias redirect pages have no scripts and
 * stay as they are. A page's payload moves to its index.txt, which must hold
 * exactly the inlined payload (a 404 page gets its own file).
 */
export function deferAllScripts(out: string, build = newBuildToken()): string {
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes(STATIC_PREFIX) || html.includes('<script data-loader>')) continue;
    const rel = path.relative(out, file).split(path.sep).join('/');
    const payloadPath = payloadFileOf(out, file);
    const txt = path.join(out, payloadPath);
    const page = readPage(html);
    const inline = payloadOf(page.scripts);
    if (inline !== null && NOT_FOUND_PAGES.includes(rel)) fs.writeFileSync(txt, inline);
    if (inline !== null && (!fs.existsSync(txt) || fs.readFileSync(txt, 'utf8') !== inline))
      throw new NextFormatError(`${rel}'s inline payload differs from ${payloadPath.slice(1)}`);
    const rewritten = deferScripts(html, { build, payloadPath }, page);
    checkPage(rel, rewritten, inline);
    fs.writeFileSync(file, rewritten);
    pages += 1;
  }
  if (pages === 0) throw new NextFormatError(`no exported page references ${STATIC_PREFIX}`);
  return `${pages} pages, each with its payload in its own file`;
}
