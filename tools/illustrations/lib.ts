// Shared SVG primitives for the illustration set. No dependencies.

/** A point or a vector, in canvas (or shape-local) units. */
export type Pt = readonly [number, number];
/** A colour: "#rrggbb", or "none". */
export type Color = string;
/** Attribute values: numbers are rounded with f(); undefined, null and false leave the attribute out. */
export type Attrs = Record<string, string | number | null | undefined | false>;
/** Markup as the pictures build it: a string, nested lists of strings, or gaps (skipped). */
export type Frag = string | false | null | undefined | readonly Frag[];
/** A picture: draws its body for a w × h canvas. */
export type Scene = (w: number, h: number) => Frag;

/** The site palette (tints are made with mix()). */
export const P = {
  ink: '#17324d',
  teal: '#0e6e6e',
  lteal: '#d7ecea',
  sage: '#8fbfa8',
  cream: '#fbf7f0',
  sand: '#efe2c8',
  amber: '#f2a541',
  coral: '#e07a5f',
  sky: '#cfe6f5',
  white: '#ffffff',
};

export const SKIN: readonly [Color, Color, Color, Color] = [
  '#f1c7a5',
  '#d9a27a',
  '#a86b4a',
  '#6e4630',
];
export const HAIR = { dark: '#2b2118', brown: '#6b4a2b', auburn: '#c98b4f', black: '#1b1b1b' };

/** Blend two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: Color, b: Color, t: number): Color {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const c = [16, 8, 0].map((s) => Math.round(ch(pa, s) * (1 - t) + ch(pb, s) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}
export const tint = (c: Color, t: number): Color => mix(c, P.white, t);
export const shade = (c: Color, t: number): Color => mix(c, P.ink, t);
/** Grey hair: a pale tint of ink. */
export const GREY = mix(P.ink, P.white, 0.78);

let PREC = 10;
/** Set the number precision (10 = one decimal, 1 = integers). */
export function precision(p: number): void {
  PREC = p;
}
export const f = (n: number): string => {
  const r = Math.round(n * PREC) / PREC;
  return Object.is(r, -0) ? '0' : String(r);
};
export const pt = (p: Pt): string => f(p[0]) + ' ' + f(p[1]);
/** Scale factors keep three decimals whatever the precision. */
export const fs = (n: number): string => String(Math.round(n * 1000) / 1000);

export function attrs(a: Attrs): string {
  let s = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return s;
}
/** Flatten markup: nested lists joined in order, gaps skipped. */
export function markup(body: Frag): string {
  if (typeof body === 'string') return body;
  if (!body) return '';
  let s = '';
  for (const kid of body) s += markup(kid);
  return s;
}

export const el = (tag: string, a: Attrs = {}, inner?: string | null): string =>
  inner == null ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
export const g = (a: Attrs, ...kids: Frag[]): string => el('g', a, markup(kids));

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill?: Color | null,
  rx?: number,
  extra: Attrs = {},
): string => el('rect', { x, y, width: w, height: h, rx, fill, ...extra });
export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill?: Color,
  extra: Attrs = {},
): string => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill?: Color,
  extra: Attrs = {},
): string => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill?: Color | null, extra: Attrs = {}): string =>
  el('path', { d, fill, ...extra });
/** Closed polygon. */
export const poly = (pts: readonly Pt[], fill?: Color, extra: Attrs = {}): string =>
  path('M' + pts.map(pt).join('L') + 'Z', fill, extra);
/** Open stroked polyline with round caps and joins (class l). */
export const sp = (pts: readonly Pt[], stroke: Color, w: number, extra: Attrs = {}): string =>
  path('M' + pts.map(pt).join('L'), null, { class: 'l', stroke, 'stroke-width': w, ...extra });
/** Stroked path from a d string (round caps). */
export const sd = (d: string, stroke: Color, w: number, extra: Attrs = {}): string =>
  path(d, null, { class: 'l', stroke, 'stroke-width': w, ...extra });

/** Smooth curve through points (Catmull-Rom as cubic Béziers). */
export function smooth(pts: readonly Pt[], closed = false, k = 1): string {
  const n = pts.length;
  const at = (i: number): Pt => {
    const p = pts[i];
    if (!p) throw new Error('smooth() needs at least one point');
    return p;
  };
  const get = (i: number) => at(closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i)));
  let d = 'M' + pt(at(0));
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += 'C' + pt(c1) + ' ' + pt(c2) + ' ' + pt(p2);
  }
  return closed ? d + 'Z' : d;
}

/** Deterministic pseudo-random numbers. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A soft organic blob centred on (cx, cy). */
export function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: Color,
  seed = 1,
  wob = 0.12,
  n = 9,
  extra: Attrs = {},
): string {
  const r = rng(seed);
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 2 * wob;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return path(smooth(pts, true), fill, extra);
}

/** Scalloped circle outline (curly hair, foliage, clouds). */
export function scallop(
  cx: number,
  cy: number,
  r: number,
  n: number,
  bump: number,
  fill?: Color,
  extra: Attrs = {},
  start = 0,
): string {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = start + (i / n) * Math.PI * 2;
    const p: Pt = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    if (i === 0) d = 'M' + pt(p);
    else d += `A${f(bump)} ${f(bump)} 0 0 1 ${pt(p)}`;
  }
  return path(d + 'Z', fill, extra);
}

// Vector maths
export const rad = (d: number): number => (d * Math.PI) / 180;
export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const norm = (a: Pt): Pt => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l];
};
export const lerp = (a: Pt, b: Pt, t: number): Pt => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
/** Rotate clockwise on screen by deg. */
export const rot = (v: Pt, deg: number): Pt => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return [v[0] * c - v[1] * s, v[0] * s + v[1] * c];
};

/**
 * Move colours that repeat into CSS classes (shorter files): fill="#abc123" becomes class="a",
 * stroke="#abc123" becomes class="B". CSS class rules win over presentation attributes, so an
 * element keeps exactly the colour it asked for.
 */
function compact(body: string): { css: string; out: string } {
  const count = new Map<string, number>();
  for (const [, attr = '', colour = ''] of body.matchAll(/ (fill|stroke)="(#[0-9a-f]{6})"/g)) {
    const k = attr.charAt(0) + colour;
    count.set(k, (count.get(k) || 0) + 1);
  }
  const names = new Map<string, string>();
  let css = '';
  let i = 0;
  const alpha = 'abcdefghijkmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const nextName = () => {
    const name = i < alpha.length ? alpha.charAt(i) : 'c' + (i - alpha.length).toString(36);
    i++;
    return name;
  };
  for (const [k, n] of [...count].sort((a, b) => b[1] - a[1])) {
    const gain = k[0] === 's' ? 14 : 4;
    if (n * gain < 30) continue;
    const name = nextName();
    names.set(k, name);
    css += `.${name}{${k[0] === 'f' ? 'fill' : 'stroke'}:${k.slice(1)}}`;
  }
  // repeated stroke widths
  const wc = new Map<string, number>();
  for (const [, wv = ''] of body.matchAll(/ stroke-width="([\d.]+)"/g))
    wc.set(wv, (wc.get(wv) || 0) + 1);
  for (const [wv, n] of [...wc].sort((a, b) => b[1] - a[1])) {
    if (n * (14 + wv.length) < 40 + wv.length) continue;
    const name = nextName();
    names.set('w' + wv, name);
    css += `.${name}{stroke-width:${wv}}`;
  }
  const out = body.replace(
    /<([a-z]+)((?: [\w:-]+="[^"]*")*)(\/?)>/g,
    (all: string, tag: string, at: string, close: string) => {
      const classes: string[] = [];
      let rest = at.replace(
        / (fill|stroke)="(#[0-9a-f]{6})"/g,
        (m: string, a: string, c: string) => {
          const n = names.get(a.charAt(0) + c);
          if (!n) return m;
          classes.push(n);
          return '';
        },
      );
      rest = rest.replace(/ stroke-width="([\d.]+)"/, (m: string, wv: string) => {
        const n = names.get('w' + wv);
        if (!n) return m;
        classes.push(n);
        return '';
      });
      if (!classes.length) return all;
      const cm = rest.match(/ class="([^"]*)"/);
      if (cm) rest = rest.replace(cm[0], ` class="${cm[1]} ${classes.join(' ')}"`);
      else rest = ` class="${classes.join(' ')}"` + rest;
      return `<${tag}${rest}${close}>`;
    },
  );
  return { css, out };
}

/** Format a number for path data: round, drop leading zeros ("0.5" -> ".5"). */
function pn(n: number): string {
  const r = Math.round(n * PREC) / PREC;
  let t = Object.is(r, -0) ? '0' : String(r);
  if (t.startsWith('0.')) t = t.slice(1);
  else if (t.startsWith('-0.')) t = '-' + t.slice(2);
  return t;
}
function joinNums(list: readonly string[]): string {
  let out = '';
  for (const t of list) {
    if (!out) out = t;
    else if (t[0] === '-' || (t[0] === '.' && /\.\d*$/.test(out.split(/[ -]/).pop() ?? '')))
      out += t;
    else out += ' ' + t;
  }
  return out;
}
const ARITY: Partial<Record<string, number>> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};
/** Rewrite path data with the shorter of absolute / relative coordinates per segment. */
export function minifyPath(d: string): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) || [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let out = '';
  let lastCmd = '';
  while (i < tokens.length) {
    const cmd = tokens[i++] ?? '';
    const up = cmd.toUpperCase();
    const rel = cmd !== up;
    const n = ARITY[up];
    if (n === undefined) return d;
    if (up === 'Z') {
      out += 'z';
      cx = sx;
      cy = sy;
      lastCmd = 'z';
      continue;
    }
    let first = true;
    while (i < tokens.length && !/[a-zA-Z]/.test(tokens[i] ?? '')) {
      const a = tokens.slice(i, i + n).map(Number);
      i += n;
      let kind = up;
      if (up === 'M' && !first) kind = 'L';
      // absolute parameters
      // (a missing number reads as NaN, as undefined + number does)
      const num = (arr: readonly number[], k: number) => arr[k] ?? NaN;
      const abs = a.slice();
      const xy = (k: number) => {
        if (rel) {
          abs[k] = num(abs, k) + cx;
          abs[k + 1] = num(abs, k + 1) + cy;
        }
      };
      if (kind === 'H') abs[0] = rel ? num(a, 0) + cx : num(a, 0);
      else if (kind === 'V') abs[0] = rel ? num(a, 0) + cy : num(a, 0);
      else if (kind === 'A') xy(5);
      else for (let k = 0; k < n; k += 2) xy(k);
      // both encodings
      const relA = abs.slice();
      if (kind === 'H') relA[0] = num(relA, 0) - cx;
      else if (kind === 'V') relA[0] = num(relA, 0) - cy;
      else if (kind === 'A') {
        relA[5] = num(relA, 5) - cx;
        relA[6] = num(relA, 6) - cy;
      } else
        for (let k = 0; k < n; k += 2) {
          relA[k] = num(relA, k) - cx;
          relA[k + 1] = num(relA, k + 1) - cy;
        }
      const fmt = (arr: readonly number[]) =>
        joinNums(arr.map((v, k) => (kind === 'A' && (k === 3 || k === 4) ? String(v) : pn(v))));
      const sA = fmt(abs);
      const sR = fmt(relA);
      const useRel = sR.length < sA.length;
      const letter = useRel ? kind.toLowerCase() : kind;
      const body = useRel ? sR : sA;
      if (letter === lastCmd && letter !== 'M' && letter !== 'm')
        out += (body[0] === '-' ? '' : ' ') + body;
      else out += letter + body;
      lastCmd = letter;
      if (kind === 'H') cx = num(abs, 0);
      else if (kind === 'V') cy = num(abs, 0);
      else {
        cx = num(abs, n - 2);
        cy = num(abs, n - 1);
      }
      // keep the rounding of what was written
      cx = Math.round(cx * PREC) / PREC;
      cy = Math.round(cy * PREC) / PREC;
      if (kind === 'M') {
        sx = cx;
        sy = cy;
      }
      first = false;
    }
  }
  return out;
}

// Shapes that repeat (hair, faces, ears) are defined once per file and placed with <use>.
const DEFS = new Map<string, string>();
/** Register a reusable shape (local coordinates, colour inherited unless set inside) and use it. */
export function reuse(id: string, content: string, extra: Attrs = {}): string {
  if (!DEFS.has(id)) DEFS.set(id, content);
  return el('use', { href: '#' + id, ...extra });
}

/** Complete SVG document. */
export function svg(w: number, h: number, body: Frag): string {
  const raw = markup(body);
  let defs = '';
  for (const [id, content] of DEFS) {
    // a single element gets the id directly; several are grouped
    const single = content.match(/^<([a-z]+)([^<]*)\/>$/);
    defs += single ? `<${single[1]} id="${id}"${single[2]}/>` : `<g id="${id}">${content}</g>`;
  }
  DEFS.clear();
  const { css, out } = compact(
    ((defs ? `<defs>${defs}</defs>` : '') + raw).replace(
      / d="([^"]*)"/g,
      (m: string, d: string) => ` d="${minifyPath(d)}"`,
    ),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<style>.l{fill:none;stroke-linecap:round;stroke-linejoin:round}${css}</style>` +
    out +
    '</svg>\n'
  );
}

/** The common backdrop: a cream rounded card with a light-teal blob. */
/** Options of backdrop(): card fill, blob fill (none when empty), blob centre, radii and seed. */
export type BackdropOpts = {
  fill?: Color;
  blobFill?: Color;
  cx?: number;
  cy?: number;
  rx?: number;
  ry?: number;
  seed?: number;
  rounded?: number;
};

export function backdrop(w: number, h: number, o: BackdropOpts = {}): string {
  const {
    fill = P.cream,
    blobFill = P.lteal,
    cx = w / 2,
    cy = h / 2,
    rx = w * 0.36,
    ry = h * 0.38,
    seed = 3,
    rounded = 28,
  } = o;
  return [
    rect(0, 0, w, h, fill, rounded),
    blobFill ? blob(cx, cy, rx, ry, blobFill, seed, 0.1, 9) : '',
  ].join('');
}

/** Soft ground shadow. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.12, o = 0.12): string =>
  ellipse(cx, cy, rx, ry, P.ink, { opacity: o });

/** Small decorative sparkles / dots. */
export function dots(
  list: readonly (readonly [number, number, number?])[],
  fill: Color = P.sage,
  r = 4,
): string {
  return list.map(([x, y, rr]) => circle(x, y, rr ?? r, fill)).join('');
}

/** Four-point sparkle star. */
export function sparkle(x: number, y: number, r: number, fill: Color = P.amber): string {
  const q = r * 0.28;
  return path(
    `M${f(x)} ${f(y - r)}Q${f(x + q)} ${f(y - q)} ${f(x + r)} ${f(y)}Q${f(x + q)} ${f(y + q)} ${f(x)} ${f(y + r)}Q${f(x - q)} ${f(y + q)} ${f(x - r)} ${f(y)}Q${f(x - q)} ${f(y - q)} ${f(x)} ${f(y - r)}Z`,
    fill,
  );
}

/** Soft radial highlight (pain area): concentric translucent circles. */
export function glow(cx: number, cy: number, r: number, color: Color = P.coral): string {
  return [
    circle(cx, cy, r, color, { opacity: 0.18 }),
    circle(cx, cy, r * 0.66, color, { opacity: 0.3 }),
    circle(cx, cy, r * 0.36, color, { opacity: 0.85 }),
  ].join('');
}

/** Short radiating lines around a point (between radii r1 and r2). */
export function rays(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  n: number,
  color: Color,
  w: number,
  startDeg = 0,
  spanDeg = 360,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = rad(startDeg + (spanDeg * (i + (spanDeg === 360 ? 0 : 0.5))) / n - 90);
    const v: Pt = [Math.cos(a), Math.sin(a)];
    out.push(sp([add([cx, cy], mul(v, r1)), add([cx, cy], mul(v, r2))], color, w));
  }
  return out.join('');
}

/** Curved arrow along a quadratic curve from a to b bent through c, with a head at b. */
export function arrow(a: Pt, c: Pt, b: Pt, color: Color, w = 8, head = 18): string {
  const dirv = norm(sub(b, c));
  const back = sub(b, mul(dirv, head));
  const nrm: Pt = [-dirv[1], dirv[0]];
  const p1 = add(back, mul(nrm, head * 0.7));
  const p2 = add(back, mul(nrm, -head * 0.7));
  const end = sub(b, mul(dirv, head * 0.6));
  return (
    sd(`M${pt(a)}Q${pt(c)} ${pt(end)}`, color, w) +
    poly([add(b, mul(dirv, 2)), p1, p2], color, { 'stroke-linejoin': 'round' })
  );
}
