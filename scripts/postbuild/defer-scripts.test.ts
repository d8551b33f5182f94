import fs from 'node:fs';
import path from 'node:path';
import {
  DEFERRED_TYPE,
  deferAllScripts,
  deferScripts,
  inlinePayload,
  loader,
  parseStart,
  START,
  startName,
} from './defer-scripts';
import { unpackFixtures } from './__fixtures__/next-fixtures';

const BUILD = 'test-build-token';
const live = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter(
      (attrs) => !/\stype="/.test(attrs) || /\stype="(?:text\/javascript|module)"/.test(attrs),
    );

/** Files of a real `next build` of this project (see next-fixtures.ts). */
describe('on a captured Next.js export', () => {
  let dir = '';
  let before: Record<string, string> = {};
  let summary = '';
  beforeAll(() => {
    const fixtures = unpackFixtures();
    dir = fixtures.dir;
    before = Object.fromEntries(
      fixtures.files
        .filter((f) => f.endsWith('.html'))
        .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
    );
    summary = deferAllScripts(dir, BUILD);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

  it('rewrites every page, each with its payload in its own file', () => {
    expect(summary).toBe(
      `${Object.keys(before).length} pages, each with its payload in its own file`,
    );
  });

  it('leaves no script that runs before the first paint but the loader and before-paint ones', () => {
    for (const rel of Object.keys(before)) {
      expect(live(before[rel] as string).length).toBeGreaterThan(1);
      expect(live(read(rel)).every((attrs) => /data-(?:loader|before-paint)/.test(attrs))).toBe(
        true,
      );
      expect(read(rel)).not.toMatch(/<link\b[^>]*\bas="script"/);
    }
  });

  it("marks each deferred script with the build's token and moves the payload out", () => {
    const page = read('offline/index.html');
    const deferred = [...page.matchAll(new RegExp(`<script type="${DEFERRED_TYPE}"([^>]*)>`, 'g'))];
    expect(deferred.length).toBeGreaterThan(1);
    for (const [, attrs] of deferred) expect(attrs).toContain(`data-build="${BUILD}"`);
    expect(page).toContain(`data-payload="/offline/index.txt"`);
    expect(page).not.toContain('self.__next_f.push([1,');
    expect(page).toContain(loader(BUILD));
  });

  it('gives the 404 page its own payload file, equal to what it inlined', () => {
    expect(read('404.txt')).toBe(inlinePayload(before['404.html'] as string));
    expect(read('404.html')).toContain('data-payload="/404.txt"');
  });

  it("fails with a plain message when the inline payload no longer matches Next's file", () => {
    const fixtures = unpackFixtures();
    fs.appendFileSync(path.join(fixtures.dir, 'offline/index.txt'), 'x');
    expect(() => deferAllScripts(fixtures.dir, BUILD)).toThrow(
      "Next's payload format changed: offline/index.html's inline payload differs from offline/index.txt",
    );
    fs.rmSync(fixtures.dir, { recursive: true, force: true });
  });

  it('fails with a plain message when the payload chunks change shape', () => {
    const fixtures = unpackFixtures();
    const file = path.join(fixtures.dir, '404.html');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replaceAll('self.__next_f', 'self.__next_g'),
    );
    expect(() => deferAllScripts(fixtures.dir, BUILD)).toThrow(/^Next's payload format changed: /);
    fs.rmSync(fixtures.dir, { recursive: true, force: true });
  });
});

describe('deferScripts', () => {
  const html = `<!doctype html><html><head>
<script src="/_next/static/chunks/a.js" async=""></script>
</head><body><main>Hi
<script type="${DEFERRED_TYPE}" data-src="/pagefind/pagefind.js"></script>
<script type="${DEFERRED_TYPE}">window.injected = true</script>
</main>
<script type="application/ld+json">{"@type":"Thing"}</script>
<script data-before-paint="">document.documentElement.lang='es'</script>
</body></html>`;
  const out = deferScripts(html, { build: BUILD });

  it('leaves data blocks and elements of the deferred type it did not write as they are', () => {
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" data-src="/pagefind/pagefind.js"></script>`,
    );
    expect(out).toContain(`<script type="${DEFERRED_TYPE}">window.injected = true</script>`);
    expect(out).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}" data-src="/_next/static/chunks/a.js"></script>`,
    );
  });

  it('adds the loader once, after the content', () => {
    expect(out.split(loader(BUILD))).toHaveLength(2);
    expect(deferScripts(out, { build: 'another' })).toBe(out);
    expect(out.indexOf(loader(BUILD))).toBeGreaterThan(out.indexOf('<main>'));
  });
});

describe('the loader', () => {
  afterEach(() => jest.useRealTimers());

  it("brings back only the build's scripts after load and the first paint", () => {
    const w = window as unknown as { ran?: number; injected?: boolean };
    document.body.innerHTML =
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}" data-src="/x.js" id="a"></script>` +
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}">window.ran = (window.ran || 0) + 1</script>` +
      `<script type="${DEFERRED_TYPE}" data-src="/evil.js" id="b"></script>` +
      `<script type="${DEFERRED_TYPE}" data-build="other">window.injected = true</script>`;
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    jest.useFakeTimers();
    new Function(loader(BUILD))();
    expect(document.querySelectorAll(`script[type="${DEFERRED_TYPE}"]`)).toHaveLength(4);
    jest.advanceTimersByTime(5000);
    expect(w.ran).toBe(1);
    expect(w.injected).toBeUndefined();
    const external = document.getElementById('a') as HTMLScriptElement;
    expect(external.type).toBe('');
    expect(external.src).toMatch(/\/x\.js$/);
    expect(external.async).toBe(true);
    expect(external.hasAttribute('data-build')).toBe(false);
    expect((document.getElementById('b') as HTMLScriptElement).type).toBe(DEFERRED_TYPE);
    expect(document.querySelectorAll(`script[type="${DEFERRED_TYPE}"]`)).toHaveLength(2);
  });
});

describe("the loader's start", () => {
  afterEach(() => jest.useRealTimers());
  const page = () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}" data-payload="/p.txt"></script>` +
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}" data-src="/_next/a.js"></script>` +
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}" data-src="/_next/b.js"></script>` +
      `<script type="${DEFERRED_TYPE}" data-src="/evil.js"></script>`;
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  };
  let fetched: string[] = [];
  beforeEach(() => {
    fetched = [];
    // The payload never arrives: what runs before it is what the start itself does.
    window.fetch = jest.fn((url: string) => {
      fetched.push(url);
      return new Promise<Response>(() => {});
    }) as unknown as typeof fetch;
  });
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('as'),
      l.getAttribute('fetchpriority'),
    ]);

  it.each([
    [{ at: 'load', preload: false }, []],
    [{ at: 'paint', preload: false }, ['/p.txt']],
    [{ at: 'html', preload: false }, ['/p.txt']],
  ] as const)('%j fetches the payload of a painted page that has not loaded: %j', (start, urls) => {
    page();
    jest.useFakeTimers();
    new Function(loader(BUILD, start))();
    jest.advanceTimersByTime(200);
    expect(fetched).toEqual(urls);
    jest.advanceTimersByTime(5000);
    expect(fetched).toEqual(['/p.txt']);
  });

  it("with preload fetches the build's scripts at low priority beside the payload, running none", () => {
    page();
    new Function(loader(BUILD, parseStart('html+preload')))();
    expect(fetched).toEqual(['/p.txt']);
    expect(preloads()).toEqual([
      ['/_next/a.js', 'script', 'low'],
      ['/_next/b.js', 'script', 'low'],
    ]);
    expect(document.querySelectorAll(`script[type="${DEFERRED_TYPE}"]`)).toHaveLength(4);
  });

  it('without preload leaves the scripts to the payload', () => {
    page();
    new Function(loader(BUILD, parseStart('html')))();
    expect(fetched).toEqual(['/p.txt']);
    expect(preloads()).toEqual([]);
  });

  it('names its starts both ways', () => {
    for (const name of ['load', 'paint', 'paint+preload', 'html+preload'])
      expect(startName(parseStart(name))).toBe(name);
    expect(() => parseStart('soon')).toThrow('unknown start: soon');
    expect(loader(BUILD)).toBe(loader(BUILD, START));
  });
});

describe('the loader before hydration', () => {
  afterEach(() => jest.useRealTimers());

  it("starts the scripts at a tap and keeps a facade's tap in the page", () => {
    const w = window as unknown as { early?: number };
    document.body.innerHTML =
      `<script type="${DEFERRED_TYPE}" data-build="${BUILD}">window.early = (window.early || 0) + 1</script>` +
      '<div data-widget="video" data-state="idle"><a href="https://vendor.example/" target="_blank" data-ask>Play</a></div>' +
      '<a href="/next/" id="away">Next</a>';
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    jest.useFakeTimers();
    new Function(loader(BUILD))();
    // A tap on a link that leaves the page starts nothing: the page is going away.
    document.getElementById('away')?.addEventListener('click', (e) => e.preventDefault());
    (document.getElementById('away') as HTMLElement).click();
    expect(w.early).toBeUndefined();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-ask]')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(document.querySelector('[data-widget]')).toHaveAttribute('data-asked');
    // Neither loaded nor painted: the tap alone brought the scripts to life.
    expect(w.early).toBe(1);
  });

  it('leaves a facade alone once React has made its link a button', () => {
    document.body.innerHTML =
      '<div data-widget="map" data-state="idle"><button type="button" data-ask>Load</button></div>';
    new Function(loader('x'))();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-ask]')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(document.querySelector('[data-widget]')).not.toHaveAttribute('data-asked');
  });

  it('opens and closes a dialog from invoker buttons where the browser lacks them', () => {
    document.body.innerHTML =
      '<button type="button" commandfor="d" command="show-modal" id="open">Open</button>' +
      '<dialog id="d"><button type="button" commandfor="d" command="close" id="close">Close</button></dialog>';
    const dialog = document.getElementById('d') as HTMLDialogElement;
    dialog.showModal = () => dialog.setAttribute('open', '');
    dialog.close = () => dialog.removeAttribute('open');
    new Function(loader('x'))();
    (document.getElementById('open') as HTMLElement).click();
    expect(dialog.open).toBe(true);
    (document.getElementById('close') as HTMLElement).click();
    expect(dialog.open).toBe(false);
    (document.getElementById('open') as HTMLElement).click();
    dialog.click();
    expect(dialog.open).toBe(false);
  });
});
