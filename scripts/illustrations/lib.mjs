// Shared SVG primitives for the illustration set. No dependencies.

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

export const SKIN = ['#f1c7a5', '#d9a27a', '#a86b4a', '#6e4630'];
export const HAIR = { dark: '#2b2118', brown: '#6b4a2b', auburn: '#c98b4f', black: '#1b1b1b' };

/** Blend two hex colours: t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p, s) => (p >> s) & 255;
  const c = [16, 8, 0].map((s) => Math.round(ch(pa, s) * (1 - t) + ch(pb, s) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}
export const tint = (c, t) => mix(c, P.white, t);
export const shade = (c, t) => mix(c, P.ink, t);
/** Grey hair: a pale tint of ink. */
export const GREY = mix(P.ink, P.white, 0.78);

let PREC = 10;
/** Set the number precision (10 = one decimal, 1 = integers). */
export function precision(p) {
  PREC = p;
}
export const f = (n) => {
  const r = Math.round(n * PREC) / PREC;
  return Object.is(r, -0) ? '0' : String(r);
};
export const pt = (p) => f(p[0]) + ' ' + f(p[1]);

export function attrs(a) {
  let s = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return s;
}
export const el = (tag, a = {}, inner) =>
  inner == null ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
export const g = (a, ...kids) => el('g', a, kids.flat(Infinity).filter(Boolean).join(''));

export const rect = (x, y, w, h, fill, rx, extra = {}) =>
  el('rect', { x, y, width: w, height: h, rx, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
/** Closed polygon. */
export const poly = (pts, fill, extra = {}) =>
  path('M' + pts.map(pt).join('L') + 'Z', fill, extra);
/** Open stroked polyline with round caps and joins (class l). */
export const sp = (pts, stroke, w, extra = {}) =>
  path('M' + pts.map(pt).join('L'), null, { class: 'l', stroke, 'stroke-width': w, ...extra });
/** Stroked path from a d string (round caps). */
export const sd = (d, stroke, w, extra = {}) =>
  path(d, null, { class: 'l', stroke, 'stroke-width': w, ...extra });

/** Smooth curve through points (Catmull-Rom as cubic Béziers). */
export function smooth(pts, closed = false, k = 1) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = 'M' + pt(pts[0]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += 'C' + pt(c1) + ' ' + pt(c2) + ' ' + pt(p2);
  }
  return closed ? d + 'Z' : d;
}

/** Deterministic pseudo-random numbers. */
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A soft organic blob centred on (cx, cy). */
export function blob(cx, cy, rx, ry, fill, seed = 1, wob = 0.12, n = 9, extra = {}) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 2 * wob;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return path(smooth(pts, true), fill, extra);
}

/** Scalloped circle outline (curly hair, foliage, clouds). */
export function scallop(cx, cy, r, n, bump, fill, extra = {}, start = 0) {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = start + (i / n) * Math.PI * 2;
    const p = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    if (i === 0) d = 'M' + pt(p);
    else d += `A${f(bump)} ${f(bump)} 0 0 1 ${pt(p)}`;
  }
  return path(d + 'Z', fill, extra);
}

// Vector maths
export const rad = (d) => (d * Math.PI) / 180;
export const add = (a, b) => [a[0] + b[0], a[1] + b[1]];
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1]];
export const mul = (a, k) => [a[0] * k, a[1] * k];
export const len = (a) => Math.hypot(a[0], a[1]);
export const norm = (a) => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l];
};
export const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Rotate clockwise on screen by deg. */
export const rot = (v, deg) => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return [v[0] * c - v[1] * s, v[0] * s + v[1] * c];
};

const STYLE =
  '<style>.l{fill:none;stroke-linecap:round;stroke-linejoin:round}</style>';

/** Complete SVG document. */
export function svg(w, h, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    STYLE +
    (Array.isArray(body) ? body.flat(Infinity).filter(Boolean).join('') : body) +
    '</svg>\n'
  );
}

/** The common backdrop: a cream rounded card with a light-teal blob. */
export function backdrop(w, h, o = {}) {
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
export const shadow = (cx, cy, rx, ry = rx * 0.12, o = 0.12) =>
  ellipse(cx, cy, rx, ry, P.ink, { opacity: o });

/** Small decorative sparkles / dots. */
export function dots(list, fill = P.sage, r = 4) {
  return list.map(([x, y, rr]) => circle(x, y, rr ?? r, fill)).join('');
}

/** Four-point sparkle star. */
export function sparkle(x, y, r, fill = P.amber) {
  const q = r * 0.28;
  return path(
    `M${f(x)} ${f(y - r)}Q${f(x + q)} ${f(y - q)} ${f(x + r)} ${f(y)}Q${f(x + q)} ${f(y + q)} ${f(x)} ${f(y + r)}Q${f(x - q)} ${f(y + q)} ${f(x - r)} ${f(y)}Q${f(x - q)} ${f(y - q)} ${f(x)} ${f(y - r)}Z`,
    fill,
  );
}

/** Soft radial highlight (pain area): concentric translucent circles. */
export function glow(cx, cy, r, color = P.coral) {
  return [
    circle(cx, cy, r, color, { opacity: 0.18 }),
    circle(cx, cy, r * 0.66, color, { opacity: 0.3 }),
    circle(cx, cy, r * 0.36, color, { opacity: 0.85 }),
  ].join('');
}

/** Short radiating lines around a point (between radii r1 and r2). */
export function rays(cx, cy, r1, r2, n, color, w, startDeg = 0, spanDeg = 360) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = rad(startDeg + (spanDeg * (i + (spanDeg === 360 ? 0 : 0.5))) / n - 90);
    const v = [Math.cos(a), Math.sin(a)];
    out.push(sp([add([cx, cy], mul(v, r1)), add([cx, cy], mul(v, r2))], color, w));
  }
  return out.join('');
}

/** Curved arrow along a quadratic curve from a to b bent through c, with a head at b. */
export function arrow(a, c, b, color, w = 8, head = 18) {
  const dirv = norm(sub(b, c));
  const back = sub(b, mul(dirv, head));
  const nrm = [-dirv[1], dirv[0]];
  const p1 = add(back, mul(nrm, head * 0.7));
  const p2 = add(back, mul(nrm, -head * 0.7));
  const end = sub(b, mul(dirv, head * 0.6));
  return (
    sd(`M${pt(a)}Q${pt(c)} ${pt(end)}`, color, w) +
    poly([add(b, mul(dirv, 2)), p1, p2], color, { 'stroke-linejoin': 'round' })
  );
}
