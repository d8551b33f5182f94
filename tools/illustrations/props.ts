// Props and diagrams shared by the pictures.
import {
  P,
  f,
  pt,
  g,
  rect,
  circle,
  ellipse,
  path,
  sp,
  sd,
  mix,
  shade,
  tint,
  rad,
  add,
  sub,
  mul,
  norm,
  lerp,
  rot,
  shadow,
  type Color,
  type Pt,
} from './lib';

/** Posture of a side-view spine: healthy curves, or slumped. */
export type SpineKind = 'slump';
type SpineOpts = {
  bone?: Color;
  boneShade?: Color;
  disc?: Color;
  /** Vertebrae to highlight (0 = C1), in hiC. */
  hi?: readonly number[];
  hiC?: Color;
  n?: number;
};
export type SpineSideOpts = SpineOpts & {
  dir?: number;
  sacrum?: boolean;
  kind?: SpineKind;
  wide?: number;
  amp?: number;
};
export type SpineBackOpts = SpineOpts & { lat?: number; pelvis?: boolean };
export type CalendarOpts = {
  cols?: number;
  rows?: number;
  checked?: readonly number[];
  sel?: number;
  head?: Color;
  ringC?: Color;
};

const FRAME = tint(P.ink, 0.55);

/** Treatment table, side view. Top surface at y from x0 to x1; cradle: 'right' | 'left' | null. */
export function table(
  x0: number,
  x1: number,
  y: number,
  floor: number,
  o: { cradle?: 'right' | 'left' | null; pad?: Color; base?: 'legs' | 'pedestal' } = {},
): string {
  const { cradle = 'right', pad = P.teal, base = 'legs' } = o;
  const out: string[] = [];
  const w = x1 - x0;
  out.push(shadow((x0 + x1) / 2, floor + 2, w * 0.5, 9, 0.1));
  if (base === 'legs') {
    for (const lx of [x0 + w * 0.12, x1 - w * 0.12]) {
      out.push(rect(lx - 7, y + 20, 14, floor - y - 24, FRAME, 3));
      out.push(rect(lx - 22, floor - 8, 44, 9, shade(FRAME, 0.3), 4));
    }
    out.push(rect(x0 + w * 0.12, floor - 46, w * 0.76, 9, FRAME, 4));
  } else {
    out.push(rect(x0 + w * 0.35, y + 20, w * 0.3, floor - y - 24, FRAME, 6));
    out.push(rect(x0 + w * 0.25, floor - 10, w * 0.5, 11, shade(FRAME, 0.3), 5));
  }
  out.push(rect(x0 + 6, y + 16, w - 12, 10, shade(FRAME, 0.15), 4));
  out.push(rect(x0, y, w, 22, pad, 10));
  out.push(rect(x0 + 8, y + 3, w - 16, 5, tint(pad, 0.25), 2.5, { opacity: 0.5 }));
  if (cradle) {
    const cx = cradle === 'right' ? x1 + 4 : x0 - 64;
    out.push(rect(cradle === 'right' ? x1 - 6 : x0 - 6, y + 8, 16, 12, shade(FRAME, 0.15), 3));
    out.push(rect(cx, y + 4, 60, 18, shade(pad, 0.12), 9));
  }
  return out.join('');
}

/** Centre line of the side-view spine: x offset (fraction of height, + = anterior) at t in [0,1]. */
function spineCurve(t: number, kind?: SpineKind): number {
  const pts: readonly [Pt, ...Pt[]] =
    kind === 'slump'
      ? [
          [0, 0.1],
          [0.15, 0.09],
          [0.3, 0.02],
          [0.5, -0.07],
          [0.7, -0.07],
          [0.85, -0.02],
          [1, -0.05],
        ]
      : [
          [0, 0.02],
          [0.12, 0.055],
          [0.25, 0.015],
          [0.45, -0.055],
          [0.65, -0.01],
          [0.8, 0.045],
          [0.9, 0.025],
          [1, -0.04],
        ];
  const [first, ...rest] = pts;
  let [t0, x0] = first;
  for (const [t1, x1] of rest) {
    if (t <= t1) {
      const u = (t - t0) / (t1 - t0);
      const e = u * u * (3 - 2 * u);
      return x0 + (x1 - x0) * e;
    }
    [t0, x0] = [t1, x1];
  }
  return x0;
}

/**
 * Side view of a spine: 24 vertebrae with discs and a sacrum. (x, y) top centre, h height.
 * dir 1: anterior to the right. hi: set of vertebra indices (0 = C1) to highlight.
 */
export function spineSide(x: number, y: number, h: number, o: SpineSideOpts = {}): string {
  const {
    dir = 1,
    hi = [],
    bone = P.white,
    boneShade = mix(P.sand, P.ink, 0.12),
    disc = P.sage,
    hiC = P.coral,
    n = 24,
    sacrum = true,
    kind,
    wide = 1.3,
    amp = 1.2,
  } = o;
  const out: string[] = [];
  const discs: string[] = [];
  const total = n + (sacrum ? 2.2 : 0);
  const items = [];
  for (let i = 0; i < n; i++) {
    const t0 = i / total;
    const t1 = (i + 1) / total;
    const p0: Pt = [x + dir * spineCurve(t0, kind) * h * amp, y + t0 * h];
    const p1: Pt = [x + dir * spineCurve(t1, kind) * h * amp, y + t1 * h];
    const c = lerp(p0, p1, 0.5);
    const ang = (Math.atan2(p1[1] - p0[1], p1[0] - p0[0]) * 180) / Math.PI - 90;
    const seg = (h / total) * 1.0;
    const wBody =
      wide *
      h *
      (i < 7 ? 0.05 + i * 0.002 : i < 19 ? 0.065 + (i - 7) * 0.0018 : 0.09 + (i - 19) * 0.002);
    items.push({ c, ang, seg, wBody, i });
  }
  for (const it of items) {
    const { c, ang, seg, wBody, i } = it;
    const hot = hi.includes(i);
    const col = hot ? hiC : bone;
    const sh = hot ? shade(hiC, 0.2) : boneShade;
    const tr = `translate(${f(c[0])} ${f(c[1])}) rotate(${f(ang)})${dir < 0 ? ' scale(-1 1)' : ''}`;
    // spinous process (posterior, pointing back and down)
    const bh = seg * 0.74;
    const proc = path(
      `M${f(-wBody * 0.3)} ${f(-bh * 0.35)}L${f(-wBody * 0.95)} ${f(bh * 0.25)}Q${f(-wBody * 1.05)} ${f(bh * 0.6)} ${f(-wBody * 0.85)} ${f(bh * 0.6)}L${f(-wBody * 0.3)} ${f(bh * 0.35)}Z`,
      sh,
    );
    const body = `<rect x="${f(-wBody / 2 + wBody * 0.08)}" y="${f(-bh / 2)}" width="${f(wBody)}" height="${f(bh)}" rx="${f(Math.min(bh, wBody) * 0.3)}" fill="${col}"/>`;
    discs.push(
      g(
        { transform: tr },
        `<rect x="${f(-wBody / 2 + wBody * 0.16)}" y="${f(bh / 2 - 1)}" width="${f(wBody * 0.84)}" height="${f(seg - bh + 2)}" rx="${f((seg - bh) / 2)}" fill="${disc}"/>`,
      ),
    );
    out.push(g({ transform: tr }, proc + body));
  }
  if (sacrum) {
    const t0 = n / total;
    const p0: Pt = [x + dir * spineCurve(t0, kind) * h * amp, y + t0 * h];
    const w = h * 0.1 * wide;
    const d = dir;
    out.push(
      path(
        `M${pt([p0[0] - d * w * 0.45, p0[1] + 2])}L${pt([p0[0] + d * w * 0.55, p0[1] + 2])}Q${pt([p0[0] + d * w * 0.2, p0[1] + h * 0.07])} ${pt([p0[0] - d * w * 0.55, p0[1] + h * 0.085])}Q${pt([p0[0] - d * w * 0.75, p0[1] + h * 0.04])} ${pt([p0[0] - d * w * 0.45, p0[1] + 2])}Z`,
        bone,
      ),
    );
  }
  return discs.join('') + out.join('');
}

/** Back view of a spine. lat: lateral curve amplitude (px), for scoliosis. */
export function spineBack(x: number, y: number, h: number, o: SpineBackOpts = {}): string {
  const {
    lat = 0,
    n = 24,
    bone = P.white,
    boneShade = P.sand,
    disc = P.sage,
    hi = [],
    hiC = P.coral,
    pelvis = false,
  } = o;
  const out: string[] = [];
  const discs: string[] = [];
  const seg = h / n;
  const cx = (t: number) =>
    x + lat * Math.sin(t * Math.PI * 2 - 0.3) * (0.3 + 0.7 * Math.sin(t * Math.PI));
  for (let i = 0; i < n; i++) {
    const t0 = i / n;
    const t1 = (i + 1) / n;
    const p0: Pt = [cx(t0), y + t0 * h];
    const p1: Pt = [cx(t1), y + t1 * h];
    const c = lerp(p0, p1, 0.5);
    const ang = (Math.atan2(p1[1] - p0[1], p1[0] - p0[0]) * 180) / Math.PI - 90;
    const w = h * (i < 7 ? 0.055 : i < 19 ? 0.07 + (i - 7) * 0.0015 : 0.09);
    const bh = seg * 0.72;
    const hot = hi.includes(i);
    const col = hot ? hiC : bone;
    const tr = `translate(${f(c[0])} ${f(c[1])}) rotate(${f(ang)})`;
    const tw = w * (i < 7 ? 0.8 : i < 19 ? 0.95 : 0.8);
    discs.push(
      g(
        { transform: tr },
        `<rect x="${f(-w * 0.42)}" y="${f(bh / 2 - 1)}" width="${f(w * 0.84)}" height="${f(seg - bh + 2)}" rx="${f((seg - bh) / 2)}" fill="${disc}"/>`,
      ),
    );
    out.push(
      g(
        { transform: tr },
        `<rect x="${f(-w / 2 - tw)}" y="${f(-bh * 0.28)}" width="${f(w + tw * 2)}" height="${f(bh * 0.5)}" rx="${f(bh * 0.25)}" fill="${hot ? shade(hiC, 0.15) : boneShade}"/>` +
          `<rect x="${f(-w / 2)}" y="${f(-bh / 2)}" width="${f(w)}" height="${f(bh)}" rx="${f(Math.min(bh, w) * 0.32)}" fill="${col}"/>`,
      ),
    );
  }
  if (pelvis) {
    const b: Pt = [cx(1), y + h];
    const w = h * 0.2;
    out.push(
      path(
        `M${pt([b[0] - w * 0.25, b[1]])}L${pt([b[0] + w * 0.25, b[1]])}L${pt([b[0] + w * 0.1, b[1] + h * 0.12])}L${pt([b[0] - w * 0.1, b[1] + h * 0.12])}Z`,
        bone,
      ),
    );
    for (const s of [-1, 1])
      out.push(
        path(
          `M${pt([b[0] + s * w * 0.28, b[1] - h * 0.01])}Q${pt([b[0] + s * w * 1.25, b[1] - h * 0.08])} ${pt([b[0] + s * w * 1.2, b[1] + h * 0.06])}Q${pt([b[0] + s * w * 0.8, b[1] + h * 0.13])} ${pt([b[0] + s * w * 0.28, b[1] + h * 0.1])}Z`,
          bone,
        ),
      );
  }
  return discs.join('') + out.join('');
}

/** Potted plant. (x, y) = bottom centre of the pot. */
export function plant(
  x: number,
  y: number,
  s = 1,
  o: { pot?: Color; leaf?: Color; leaf2?: Color } = {},
): string {
  const { pot = P.sand, leaf = P.sage, leaf2 = P.teal } = o;
  const out: string[] = [];
  const leaves: readonly (readonly [number, number, Color])[] = [
    [-40, 1.0, leaf2],
    [-18, 1.15, leaf],
    [5, 1.25, leaf2],
    [26, 1.1, leaf],
    [48, 0.95, leaf2],
    [-60, 0.8, leaf],
    [65, 0.75, leaf],
  ];
  for (const [a, l, c] of leaves) {
    const base: Pt = [x, y - 44 * s];
    const tip = add(base, rot([0, -70 * s * l], a));
    const mid = lerp(base, tip, 0.5);
    const nrm = rot(norm(sub(tip, base)), 90);
    const w = 15 * s * l;
    out.push(
      path(
        `M${pt(base)}Q${pt(add(mid, mul(nrm, w)))} ${pt(tip)}Q${pt(add(mid, mul(nrm, -w)))} ${pt(base)}Z`,
        c,
      ),
    );
  }
  out.push(
    path(
      `M${f(x - 30 * s)} ${f(y - 50 * s)}L${f(x + 30 * s)} ${f(y - 50 * s)}L${f(x + 23 * s)} ${f(y)}L${f(x - 23 * s)} ${f(y)}Z`,
      pot,
    ),
  );
  out.push(rect(x - 33 * s, y - 54 * s, 66 * s, 12 * s, shade(pot, 0.12), 4 * s));
  return out.join('');
}

/** Window with sky. */
export function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { sky?: Color; frame?: Color; sun?: boolean; clouds?: boolean; hills?: boolean } = {},
): string {
  const { sky = P.sky, frame = P.white, sun = false, clouds = true, hills = true } = o;
  const out = [rect(x - 8, y - 8, w + 16, h + 16, frame, 10), rect(x, y, w, h, sky, 4)];
  if (sun)
    out.push(circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.12, P.amber, { opacity: 0.9 }));
  if (clouds) out.push(cloud(x + w * 0.3, y + h * 0.28, Math.min(w, h) * 0.0045));
  if (hills)
    out.push(
      path(
        `M${f(x)} ${f(y + h * 0.78)}Q${f(x + w * 0.3)} ${f(y + h * 0.6)} ${f(x + w * 0.6)} ${f(y + h * 0.75)}T${f(x + w)} ${f(y + h * 0.7)}L${f(x + w)} ${f(y + h)}L${f(x)} ${f(y + h)}Z`,
        P.sage,
        { opacity: 0.8 },
      ),
    );
  out.push(rect(x + w / 2 - 4, y, 8, h, frame), rect(x, y + h / 2 - 4, w, 8, frame));
  out.push(rect(x - 14, y + h + 6, w + 28, 10, shade(frame, 0.08), 4));
  return out.join('');
}

export function cloud(x: number, y: number, s = 1, fill = P.white): string {
  return path(
    `M${f(x - 40 * s)} ${f(y + 12 * s)}Q${f(x - 44 * s)} ${f(y - 6 * s)} ${f(x - 24 * s)} ${f(y - 6 * s)}Q${f(x - 18 * s)} ${f(y - 28 * s)} ${f(x + 4 * s)} ${f(y - 22 * s)}Q${f(x + 22 * s)} ${f(y - 30 * s)} ${f(x + 28 * s)} ${f(y - 8 * s)}Q${f(x + 46 * s)} ${f(y - 6 * s)} ${f(x + 42 * s)} ${f(y + 12 * s)}Z`,
    fill,
  );
}

/** Round-canopy tree. (x, y) bottom of trunk. */
export function tree(
  x: number,
  y: number,
  s = 1,
  o: { leaf?: Color; leaf2?: Color; trunk?: Color } = {},
): string {
  const { leaf = P.sage, leaf2 = shade(P.sage, 0.12), trunk = mix(P.sand, P.ink, 0.45) } = o;
  return [
    path(
      `M${f(x - 6 * s)} ${f(y)}L${f(x - 4 * s)} ${f(y - 70 * s)}L${f(x + 4 * s)} ${f(y - 70 * s)}L${f(x + 6 * s)} ${f(y)}Z`,
      trunk,
    ),
    circle(x, y - 105 * s, 48 * s, leaf2),
    circle(x - 22 * s, y - 92 * s, 32 * s, leaf2),
    circle(x + 24 * s, y - 95 * s, 30 * s, leaf2),
    circle(x - 6 * s, y - 118 * s, 38 * s, leaf),
    circle(x + 16 * s, y - 106 * s, 24 * s, tint(leaf, 0.12)),
  ].join('');
}

/** Rounded conifer / bush. */
export function bush(x: number, y: number, s = 1, fill = P.sage): string {
  return path(
    `M${f(x - 40 * s)} ${f(y)}Q${f(x - 46 * s)} ${f(y - 34 * s)} ${f(x - 18 * s)} ${f(y - 38 * s)}Q${f(x - 6 * s)} ${f(y - 62 * s)} ${f(x + 14 * s)} ${f(y - 44 * s)}Q${f(x + 44 * s)} ${f(y - 40 * s)} ${f(x + 40 * s)} ${f(y)}Z`,
    fill,
  );
}

export function sun(
  x: number,
  y: number,
  r: number,
  o: { fill?: Color; rays?: boolean } = {},
): string {
  const { fill = P.amber, rays: withRays = true } = o;
  const out = [circle(x, y, r * 1.45, fill, { opacity: 0.18 }), circle(x, y, r, fill)];
  if (withRays)
    for (let i = 0; i < 10; i++) {
      const a = rad(i * 36);
      out.push(
        sp(
          [
            [x + Math.cos(a) * r * 1.65, y + Math.sin(a) * r * 1.65],
            [x + Math.cos(a) * r * 2.05, y + Math.sin(a) * r * 2.05],
          ],
          fill,
          r * 0.14,
        ),
      );
    }
  return out.join('');
}

/** Desk side view: top at y from x0 to x1. */
export function desk(
  x0: number,
  x1: number,
  y: number,
  floor: number,
  o: { top?: Color; leg?: Color; front?: boolean } = {},
): string {
  const { top = mix(P.sand, P.ink, 0.18), leg = shade(P.sand, 0.35), front = false } = o;
  const out = [shadow((x0 + x1) / 2, floor + 2, (x1 - x0) * 0.55, 8, 0.1)];
  out.push(
    rect(x0 + 14, y + 8, 12, floor - y - 8, leg, 3),
    rect(x1 - 26, y + 8, 12, floor - y - 8, leg, 3),
  );
  if (front) out.push(rect(x0 + 10, y + 10, x1 - x0 - 20, (floor - y) * 0.42, shade(top, 0.08), 6));
  out.push(rect(x0, y, x1 - x0, 14, top, 5));
  return out.join('');
}

/** Office chair, side view. Seat top at y; dir 1 = back on the left (sitter faces right). */
export function chair(
  x: number,
  y: number,
  floor: number,
  dir = 1,
  o: { c?: Color; seat?: Color; back?: boolean } = {},
): string {
  const { c = P.ink, seat = shade(P.teal, 0.1), back = true } = o;
  const d = dir;
  const out = [shadow(x, floor + 2, 48, 6, 0.1)];
  out.push(rect(x - 5, y + 10, 10, floor - y - 22, tint(c, 0.3), 3));
  out.push(
    sp(
      [
        [x - 40, floor - 4],
        [x + 40, floor - 4],
      ],
      tint(c, 0.3),
      8,
    ),
  );
  out.push(circle(x - 40, floor - 2, 6, c), circle(x + 40, floor - 2, 6, c));
  out.push(rect(x - 44, y, 88, 16, seat, 8));
  if (back) {
    const bx = x - d * 44;
    out.push(
      sp(
        [
          [bx + d * 4, y + 6],
          [bx - d * 2, y - 30],
        ],
        tint(c, 0.3),
        7,
      ),
    );
    out.push(
      path(
        `M${f(bx - d * 12)} ${f(y - 100)}Q${f(bx - d * 16)} ${f(y - 60)} ${f(bx - d * 6)} ${f(y - 22)}L${f(bx + d * 10)} ${f(y - 22)}Q${f(bx + d * 4)} ${f(y - 60)} ${f(bx + d * 8)} ${f(y - 100)}Z`,
        seat,
      ),
    );
  }
  return out.join('');
}

/** Simple side chair (wooden). */
export function sideChair(
  x: number,
  y: number,
  floor: number,
  dir = 1,
  o: { c?: Color; seat?: Color } = {},
): string {
  const { c = mix(P.sand, P.ink, 0.35), seat = P.sage } = o;
  const d = dir;
  const out = [shadow(x, floor + 2, 40, 6, 0.1)];
  out.push(
    rect(x - 36, y + 8, 8, floor - y - 8, c, 3),
    rect(x + 28, y + 8, 8, floor - y - 8, c, 3),
  );
  out.push(rect(x - d * 36 - 4, y - 90, 8, 96, c, 3));
  out.push(rect(x - d * 36 - (d > 0 ? 6 : 2), y - 86, 8, 56, seat, 4));
  out.push(rect(x - 42, y, 84, 14, seat, 7));
  return out.join('');
}

/** Monitor side-ish (front view). Centre bottom of stand at (x, y). */
export function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { screen?: Color; glow?: boolean } = {},
): string {
  const { screen = P.sky, glow: gl = false } = o;
  const out: string[] = [];
  if (gl) out.push(ellipse(x, y - h / 2 - 40, w * 0.8, h * 0.8, P.sky, { opacity: 0.5 }));
  out.push(rect(x - 25, y - 6, 50, 8, P.ink, 4), rect(x - 5, y - 40, 10, 36, tint(P.ink, 0.3), 2));
  out.push(
    rect(x - w / 2, y - 40 - h, w, h, P.ink, 8),
    rect(x - w / 2 + 7, y - 40 - h + 7, w - 14, h - 14, screen, 4),
  );
  return out.join('');
}

/** Monitor seen from the side (thin). (x, y) = desk contact; h screen height; facing: -1 screen faces left. */
export function monitorSide(x: number, y: number, h: number, facing = -1): string {
  const out = [
    rect(x - 22, y - 6, 44, 7, P.ink, 3),
    rect(x - 4, y - h * 0.55, 8, h * 0.55, tint(P.ink, 0.3), 3),
  ];
  out.push(rect(x - 7, y - h * 0.55 - h, 14, h, P.ink, 5));
  out.push(rect(x + (facing < 0 ? -9 : 5), y - h * 0.55 - h + 6, 4, h - 12, P.sky, 2));
  return out.join('');
}

/** Laptop side view, hinge at (x, y), screen opening toward dir. */
export function laptopSide(x: number, y: number, w: number, dir = -1, openDeg = 105): string {
  const base: Pt = [x + dir * w, y];
  const v = rot([dir, 0], dir * -openDeg);
  const top = add([x, y], mul(v, w * 0.9));
  return sp([[x, y], base], P.ink, 6) + sp([[x, y], top], tint(P.ink, 0.2), 6);
}

/** Smartphone (front). Centre (x, y), width w. */
export function phone(
  x: number,
  y: number,
  w: number,
  o: { screen?: Color; angle?: number; content?: string } = {},
): string {
  const { screen = P.sky, angle = 0, content = '' } = o;
  const h = w * 2;
  return g(
    { transform: `rotate(${f(angle)} ${f(x)} ${f(y)})` },
    rect(x - w / 2, y - h / 2, w, h, P.ink, w * 0.16),
    rect(x - w / 2 + w * 0.07, y - h / 2 + w * 0.16, w * 0.86, h - w * 0.32, screen, w * 0.08),
    content,
  );
}

/** Clipboard with "text" bars and optional check marks. */
export function clipboard(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { rows?: number; checks?: readonly boolean[]; angle?: number; board?: Color } = {},
): string {
  const { rows = 5, checks = [], angle = 0, board = mix(P.sand, P.ink, 0.25) } = o;
  const out = [
    rect(x, y, w, h, board, w * 0.06),
    rect(x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.88, P.white, w * 0.03),
  ];
  out.push(rect(x + w * 0.3, y - h * 0.035, w * 0.4, h * 0.09, tint(P.ink, 0.35), w * 0.04));
  const top = y + h * 0.2;
  const step = (h * 0.7) / rows;
  for (let i = 0; i < rows; i++) {
    const ry = top + i * step;
    const c = checks[i];
    if (c !== undefined) {
      out.push(
        rect(
          x + w * 0.16,
          ry - step * 0.2,
          step * 0.45,
          step * 0.45,
          c ? P.teal : P.white,
          3,
          c ? {} : { stroke: tint(P.ink, 0.6), 'stroke-width': 2 },
        ),
      );
      if (c)
        out.push(
          sp(
            [
              [x + w * 0.16 + step * 0.1, ry + step * 0.02],
              [x + w * 0.16 + step * 0.2, ry + step * 0.13],
              [x + w * 0.16 + step * 0.36, ry - step * 0.1],
            ],
            P.white,
            Math.max(2, step * 0.07),
          ),
        );
      out.push(
        rect(
          x + w * 0.16 + step * 0.65,
          ry - step * 0.08,
          w * (0.5 - (i % 2) * 0.12),
          step * 0.2,
          tint(P.ink, 0.75),
          step * 0.1,
        ),
      );
    } else {
      out.push(
        rect(
          x + w * 0.16,
          ry - step * 0.08,
          w * (0.66 - (i % 3) * 0.12),
          step * 0.2,
          tint(P.ink, 0.75),
          step * 0.1,
        ),
      );
    }
  }
  return angle
    ? g({ transform: `rotate(${f(angle)} ${f(x + w / 2)} ${f(y + h / 2)})` }, out)
    : out.join('');
}

/** Wall calendar with a grid; checked: list of cell indexes; sel: highlighted cell. */
export function calendar(x: number, y: number, w: number, h: number, o: CalendarOpts = {}): string {
  const { cols = 7, rows = 5, checked = [], sel = -1, head = P.teal, ringC = P.ink } = o;
  const out = [
    rect(x + 6, y + 8, w, h, P.ink, 14, { opacity: 0.08 }),
    rect(x, y, w, h, P.white, 14),
  ];
  out.push(
    path(
      `M${f(x)} ${f(y + h * 0.2)}V${f(y + 14)}Q${f(x)} ${f(y)} ${f(x + 14)} ${f(y)}H${f(x + w - 14)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + 14)}V${f(y + h * 0.2)}Z`,
      head,
    ),
  );
  for (const rx of [x + w * 0.25, x + w * 0.75]) out.push(rect(rx - 5, y - 12, 10, 26, ringC, 5));
  const gx = x + w * 0.07;
  const gy = y + h * 0.27;
  const cw = (w * 0.86) / cols;
  const ch = (h * 0.66) / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const cx = gx + c * cw + cw / 2;
      const cy = gy + r * ch + ch / 2;
      const sz = Math.min(cw, ch) * 0.72;
      if (i === sel) out.push(rect(cx - sz / 2, cy - sz / 2, sz, sz, P.amber, sz * 0.25));
      else if (checked.includes(i))
        out.push(
          rect(cx - sz / 2, cy - sz / 2, sz, sz, P.lteal, sz * 0.25),
          sp(
            [
              [cx - sz * 0.22, cy],
              [cx - sz * 0.05, cy + sz * 0.17],
              [cx + sz * 0.25, cy - sz * 0.18],
            ],
            P.teal,
            sz * 0.12,
          ),
        );
      else out.push(rect(cx - sz / 2, cy - sz / 2, sz, sz, tint(P.ink, 0.92), sz * 0.25));
    }
  return out.join('');
}

/** Wall clock. */
export function clock(
  x: number,
  y: number,
  r: number,
  o: { h?: number; m?: number; face?: Color; rim?: Color } = {},
): string {
  const { h = 10, m = 10, face = P.white, rim = P.teal } = o;
  const out = [circle(x, y, r, rim), circle(x, y, r * 0.84, face)];
  for (let i = 0; i < 12; i++) {
    const a = rad(i * 30);
    out.push(
      circle(x + Math.sin(a) * r * 0.68, y - Math.cos(a) * r * 0.68, r * 0.045, tint(P.ink, 0.4)),
    );
  }
  const ha = rad((h % 12) * 30 + m * 0.5);
  const ma = rad(m * 6);
  out.push(
    sp(
      [
        [x, y],
        [x + Math.sin(ha) * r * 0.4, y - Math.cos(ha) * r * 0.4],
      ],
      P.ink,
      r * 0.09,
    ),
  );
  out.push(
    sp(
      [
        [x, y],
        [x + Math.sin(ma) * r * 0.6, y - Math.cos(ma) * r * 0.6],
      ],
      P.ink,
      r * 0.06,
    ),
  );
  out.push(circle(x, y, r * 0.07, P.coral));
  return out.join('');
}

/** Coffee mug with steam. (x, y) bottom centre. */
export function mug(x: number, y: number, s = 1, o: { c?: Color; steam?: boolean } = {}): string {
  const { c = P.coral, steam = true } = o;
  const out: string[] = [];
  out.push(
    path(
      `M${f(x + 26 * s)} ${f(y - 52 * s)}Q${f(x + 50 * s)} ${f(y - 50 * s)} ${f(x + 46 * s)} ${f(y - 30 * s)}Q${f(x + 42 * s)} ${f(y - 16 * s)} ${f(x + 24 * s)} ${f(y - 18 * s)}`,
      'none',
      { stroke: shade(c, 0.15), 'stroke-width': 8 * s, class: 'l' },
    ),
  );
  out.push(
    path(
      `M${f(x - 32 * s)} ${f(y - 66 * s)}L${f(x + 32 * s)} ${f(y - 66 * s)}L${f(x + 28 * s)} ${f(y - 6 * s)}Q${f(x + 27 * s)} ${f(y)} ${f(x + 20 * s)} ${f(y)}L${f(x - 20 * s)} ${f(y)}Q${f(x - 27 * s)} ${f(y)} ${f(x - 28 * s)} ${f(y - 6 * s)}Z`,
      c,
    ),
  );
  out.push(ellipse(x, y - 66 * s, 32 * s, 6 * s, shade(c, 0.3)));
  out.push(ellipse(x, y - 65 * s, 27 * s, 4 * s, mix(P.sand, P.ink, 0.55)));
  if (steam)
    for (const dx of [-12, 6])
      out.push(
        sd(
          `M${f(x + dx * s)} ${f(y - 80 * s)}q${f(-8 * s)} ${f(-12 * s)} 0 ${f(-24 * s)}t0 ${f(-24 * s)}`,
          tint(P.ink, 0.6),
          5 * s,
        ),
      );
  return out.join('');
}

/** Crescent moon. */
export function moon(x: number, y: number, r: number, fill = P.amber, bg = P.cream): string {
  return circle(x, y, r, fill) + circle(x + r * 0.45, y - r * 0.3, r * 0.85, bg);
}

/** Crescent as a single path (works on any background). */
export function crescent(x: number, y: number, r: number, fill = P.amber): string {
  return path(
    `M${f(x + r * 0.3)} ${f(y - r * 0.95)}A${f(r)} ${f(r)} 0 1 0 ${f(x + r * 0.98)} ${f(y + r * 0.3)}A${f(r * 0.8)} ${f(r * 0.8)} 0 0 1 ${f(x + r * 0.3)} ${f(y - r * 0.95)}Z`,
    fill,
  );
}

/** Cardboard box. */
export function box(x: number, y: number, w: number, h: number, o: { c?: Color } = {}): string {
  const { c = mix(P.amber, P.sand, 0.45) } = o;
  return [
    rect(x, y, w, h, c, 6),
    rect(x, y, w, h * 0.18, shade(c, 0.1), 6),
    rect(x + w * 0.42, y, w * 0.16, h * 0.5, tint(c, 0.35)),
    rect(x + w * 0.1, y + h * 0.68, w * 0.25, h * 0.08, shade(c, 0.18), 3),
  ].join('');
}

/** Car, side view, facing right. (x, y) = bottom centre of wheels line. */
export function car(
  x: number,
  y: number,
  s = 1,
  o: { c?: Color; dent?: boolean; dir?: number } = {},
): string {
  const { c = P.sky, dent = false, dir = 1 } = o;
  const body = shade(c, 0.05);
  const out: string[] = [];
  const X = (v: number) => f(x + dir * v * s);
  const Y = (v: number) => f(y + v * s);
  out.push(shadow(x, y + 2, 150 * s, 10 * s, 0.12));
  // body
  const rearBumper = dent
    ? `L${X(-150)} ${Y(-30)}L${X(-142)} ${Y(-40)}L${X(-150)} ${Y(-48)}L${X(-140)} ${Y(-56)}`
    : `L${X(-152)} ${Y(-30)}Q${X(-154)} ${Y(-52)} ${X(-146)} ${Y(-58)}`;
  out.push(
    path(
      `M${X(-140)} ${Y(-12)}L${X(140)} ${Y(-12)}Q${X(156)} ${Y(-14)} ${X(156)} ${Y(-34)}Q${X(154)} ${Y(-56)} ${X(130)} ${Y(-60)}L${X(70)} ${Y(-66)}L${X(30)} ${Y(-104)}Q${X(22)} ${Y(-110)} ${X(8)} ${Y(-110)}L${X(-80)} ${Y(-110)}Q${X(-96)} ${Y(-110)} ${X(-106)} ${Y(-98)}L${X(-130)} ${Y(-62)}Q${X(-146)} ${Y(-60)} ${X(-146)} ${Y(-58)}` +
        rearBumper.replace(/^L/, 'L') +
        `L${X(-150)} ${Y(-20)}Q${X(-150)} ${Y(-12)} ${X(-140)} ${Y(-12)}Z`,
      body,
    ),
  );
  // windows
  out.push(
    path(
      `M${X(-90)} ${Y(-96)}Q${X(-84)} ${Y(-102)} ${X(-76)} ${Y(-102)}L${X(-30)} ${Y(-102)}L${X(-30)} ${Y(-68)}L${X(-110)} ${Y(-68)}Z`,
      tint(P.ink, 0.2),
    ),
  );
  out.push(
    path(
      `M${X(-20)} ${Y(-102)}L${X(8)} ${Y(-102)}Q${X(18)} ${Y(-102)} ${X(24)} ${Y(-96)}L${X(52)} ${Y(-68)}L${X(-20)} ${Y(-68)}Z`,
      tint(P.ink, 0.2),
    ),
  );
  out.push(
    path(`M${X(-14)} ${Y(-98)}L${X(0)} ${Y(-98)}L${X(-14)} ${Y(-80)}Z`, P.white, { opacity: 0.35 }),
  );
  // door lines, handle, lights
  out.push(
    sp(
      [
        [x + dir * -25 * s, y - 66 * s],
        [x + dir * -25 * s, y - 22 * s],
      ],
      shade(c, 0.25),
      2.5 * s,
    ),
  );
  out.push(
    rect(
      x + dir * (dir > 0 ? -10 : -4) * s - 7 * s * (dir < 0 ? 1 : 0),
      y - 58 * s,
      14 * s,
      4 * s,
      shade(c, 0.3),
      2 * s,
    ),
  );
  out.push(rect(x + (dir > 0 ? 140 : -152) * s, y - 50 * s, 12 * s, 10 * s, P.amber, 4 * s));
  out.push(rect(x + (dir > 0 ? -150 : 142) * s, y - 52 * s, 8 * s, 12 * s, P.coral, 3 * s));
  out.push(rect(x + (dir > 0 ? 130 : -160) * s, y - 26 * s, 30 * s, 9 * s, shade(c, 0.35), 4 * s));
  if (!dent)
    out.push(
      rect(x + (dir > 0 ? -160 : 130) * s, y - 26 * s, 30 * s, 9 * s, shade(c, 0.35), 4 * s),
    );
  else {
    // pushed-in rear panel, crumpled bumper and impact marks
    out.push(
      path(
        `M${X(-148)} ${Y(-60)}L${X(-128)} ${Y(-54)}L${X(-138)} ${Y(-45)}L${X(-124)} ${Y(-36)}L${X(-136)} ${Y(-27)}L${X(-124)} ${Y(-18)}L${X(-150)} ${Y(-16)}Z`,
        shade(c, 0.3),
      ),
    );
    out.push(
      path(
        `M${X(-150)} ${Y(-30)}L${X(-164)} ${Y(-22)}L${X(-154)} ${Y(-16)}L${X(-166)} ${Y(-8)}L${X(-136)} ${Y(-10)}L${X(-130)} ${Y(-22)}Z`,
        shade(c, 0.45),
      ),
    );
    out.push(
      sp(
        [
          [x + dir * -118 * s, y - 56 * s],
          [x + dir * -110 * s, y - 46 * s],
          [x + dir * -116 * s, y - 38 * s],
        ],
        shade(c, 0.35),
        2.5 * s,
      ),
    );
    for (const [a, r1, r2] of [
      [-150, 168, 190],
      [-180, 166, 194],
      [-210, 168, 190],
    ] as const) {
      const v: Pt = [Math.cos(rad(a)) * dir, Math.sin(rad(a))];
      out.push(
        sp(
          [
            [x + dir * -150 * s + v[0] * (r1 - 150) * s, y - 38 * s + v[1] * (r1 - 150) * s],
            [x + dir * -150 * s + v[0] * (r2 - 150) * s, y - 38 * s + v[1] * (r2 - 150) * s],
          ],
          P.coral,
          5 * s,
        ),
      );
    }
  }
  // wheels
  for (const wx of [-92, 92]) {
    out.push(
      circle(x + dir * wx * s, y - 10 * s, 26 * s, P.ink),
      circle(x + dir * wx * s, y - 10 * s, 12 * s, tint(P.ink, 0.7)),
    );
  }
  return out.join('');
}

/** Golf flag on a green. */
export function flag(x: number, y: number, s = 1): string {
  return [
    ellipse(x, y, 40 * s, 8 * s, shade(P.sage, 0.15)),
    ellipse(x, y, 5 * s, 2 * s, P.ink),
    sp(
      [
        [x, y],
        [x, y - 90 * s],
      ],
      P.ink,
      3 * s,
    ),
    path(
      `M${f(x)} ${f(y - 90 * s)}L${f(x + 36 * s)} ${f(y - 78 * s)}L${f(x)} ${f(y - 66 * s)}Z`,
      P.coral,
    ),
  ].join('');
}

/** Dumbbell seen from the side, centre (x, y), length l. */
export function dumbbell(
  x: number,
  y: number,
  l: number,
  o: { c?: Color; angle?: number } = {},
): string {
  const { c = P.ink, angle = 0 } = o;
  const s = l / 160;
  return g(
    { transform: `rotate(${f(angle)} ${f(x)} ${f(y)})` },
    rect(x - 60 * s, y - 6 * s, 120 * s, 12 * s, tint(c, 0.45), 6 * s),
    rect(x - 80 * s, y - 30 * s, 22 * s, 60 * s, c, 8 * s),
    rect(x - 58 * s, y - 22 * s, 12 * s, 44 * s, tint(c, 0.15), 5 * s),
    rect(x + 58 * s, y - 30 * s, 22 * s, 60 * s, c, 8 * s),
    rect(x + 46 * s, y - 22 * s, 12 * s, 44 * s, tint(c, 0.15), 5 * s),
  );
}

/** Rolled yoga mat seen at an angle: a cylinder. */
export function yogaMat(
  x: number,
  y: number,
  l: number,
  r: number,
  o: { c?: Color; angle?: number } = {},
): string {
  const { c = P.coral, angle = 0 } = o;
  return g(
    { transform: `rotate(${f(angle)} ${f(x)} ${f(y)})` },
    rect(x - l / 2, y - r, l, r * 2, c, 4),
    ellipse(x + l / 2, y, r * 0.42, r, shade(c, 0.15)),
    ellipse(x + l / 2, y, r * 0.3, r * 0.7, tint(c, 0.25)),
    ellipse(x + l / 2, y, r * 0.14, r * 0.35, shade(c, 0.2)),
    ellipse(x - l / 2, y, r * 0.42, r, c),
    rect(x - l * 0.3, y - r - 2, 12, r * 2 + 4, P.sage, 3),
    rect(x + l * 0.2, y - r - 2, 12, r * 2 + 4, P.sage, 3),
  );
}

/** Pillow (rounded soft shape), centred, with rotation. */
export function pillow(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { c?: Color; angle?: number; stroke?: Color } = {},
): string {
  const { c = P.white, angle = 0, stroke = tint(P.ink, 0.8) } = o;
  const d = `M${f(x - w / 2)} ${f(y)}Q${f(x - w / 2)} ${f(y - h / 2)} ${f(x - w / 2 + h * 0.3)} ${f(y - h / 2)}L${f(x + w / 2 - h * 0.3)} ${f(y - h / 2)}Q${f(x + w / 2)} ${f(y - h / 2)} ${f(x + w / 2)} ${f(y)}Q${f(x + w / 2)} ${f(y + h / 2)} ${f(x + w / 2 - h * 0.3)} ${f(y + h / 2)}L${f(x - w / 2 + h * 0.3)} ${f(y + h / 2)}Q${f(x - w / 2)} ${f(y + h / 2)} ${f(x - w / 2)} ${f(y)}Z`;
  return path(d, c, {
    transform: angle ? `rotate(${f(angle)} ${f(x)} ${f(y)})` : undefined,
    stroke,
    'stroke-width': 2,
  });
}

/** Water bottle. (x, y) bottom centre, h height. */
export function bottle(x: number, y: number, h: number, o: { c?: Color } = {}): string {
  const { c = P.teal } = o;
  const w = h * 0.34;
  return [
    rect(x - w / 2, y - h * 0.82, w, h * 0.82, c, w * 0.3),
    rect(x - w / 2, y - h * 0.6, w, h * 0.3, tint(c, 0.75)),
    rect(x - w * 0.32, y - h * 0.92, w * 0.64, h * 0.14, P.ink, w * 0.12),
    rect(x - w * 0.18, y - h, w * 0.36, h * 0.1, tint(P.ink, 0.3), w * 0.08),
    rect(x + w * 0.2, y - h * 0.76, w * 0.1, h * 0.12, P.white, w * 0.05, { opacity: 0.5 }),
  ].join('');
}

export function apple(x: number, y: number, r: number, o: { c?: Color } = {}): string {
  const { c = P.coral } = o;
  return [
    path(
      `M${f(x)} ${f(y - r * 0.7)}C${f(x - r * 0.4)} ${f(y - r * 1.1)} ${f(x - r * 1.15)} ${f(y - r * 0.9)} ${f(x - r * 1.05)} ${f(y)}C${f(x - r)} ${f(y + r * 0.8)} ${f(x - r * 0.4)} ${f(y + r * 1.05)} ${f(x)} ${f(y + r * 0.85)}C${f(x + r * 0.4)} ${f(y + r * 1.05)} ${f(x + r)} ${f(y + r * 0.8)} ${f(x + r * 1.05)} ${f(y)}C${f(x + r * 1.15)} ${f(y - r * 0.9)} ${f(x + r * 0.4)} ${f(y - r * 1.1)} ${f(x)} ${f(y - r * 0.7)}Z`,
      c,
    ),
    sp(
      [
        [x, y - r * 0.7],
        [x + r * 0.08, y - r * 1.15],
      ],
      mix(P.sand, P.ink, 0.5),
      r * 0.1,
    ),
    path(
      `M${f(x + r * 0.1)} ${f(y - r * 0.95)}Q${f(x + r * 0.5)} ${f(y - r * 1.35)} ${f(x + r * 0.75)} ${f(y - r * 1.05)}Q${f(x + r * 0.4)} ${f(y - r * 0.8)} ${f(x + r * 0.1)} ${f(y - r * 0.95)}Z`,
      P.sage,
    ),
    ellipse(x - r * 0.5, y - r * 0.25, r * 0.14, r * 0.26, P.white, { opacity: 0.45 }),
  ].join('');
}

/** Running shoe, side view, toe pointing right (dir 1). (x, y) = bottom of heel. */
export function shoe(x: number, y: number, s = 1, o: { c?: Color; dir?: number } = {}): string {
  const { c = P.teal, dir = 1 } = o;
  const X = (v: number) => f(x + dir * v * s);
  const Y = (v: number) => f(y + v * s);
  return [
    path(
      `M${X(0)} ${Y(-8)}L${X(0)} ${Y(-52)}Q${X(2)} ${Y(-60)} ${X(12)} ${Y(-58)}L${X(40)} ${Y(-52)}Q${X(60)} ${Y(-40)} ${X(90)} ${Y(-32)}Q${X(118)} ${Y(-26)} ${X(120)} ${Y(-12)}L${X(120)} ${Y(-8)}Z`,
      c,
    ),
    path(
      `M${X(-2)} ${Y(-12)}L${X(122)} ${Y(-12)}Q${X(124)} ${Y(0)} ${X(112)} ${Y(0)}L${X(8)} ${Y(0)}Q${X(-4)} ${Y(0)} ${X(-2)} ${Y(-12)}Z`,
      P.white,
    ),
    sp(
      [
        [x + dir * 50 * s, y - 48 * s],
        [x + dir * 60 * s, y - 36 * s],
      ],
      P.white,
      3 * s,
    ),
    sp(
      [
        [x + dir * 58 * s, y - 50 * s],
        [x + dir * 68 * s, y - 38 * s],
      ],
      P.white,
      3 * s,
    ),
    path(`M${X(14)} ${Y(-24)}Q${X(40)} ${Y(-34)} ${X(70)} ${Y(-22)}`, 'none', {
      stroke: P.amber,
      'stroke-width': 5 * s,
      class: 'l',
    }),
  ].join('');
}

/** Kitchen timer (round dial). */
export function timer(x: number, y: number, r: number): string {
  return [
    rect(x - r * 0.18, y - r * 1.22, r * 0.36, r * 0.3, P.ink, r * 0.08),
    circle(x, y, r, P.teal),
    circle(x, y, r * 0.78, P.white),
    path(
      `M${f(x)} ${f(y)}L${f(x)} ${f(y - r * 0.78)}A${f(r * 0.78)} ${f(r * 0.78)} 0 0 1 ${f(x + r * 0.78)} ${f(y)}Z`,
      P.amber,
      { opacity: 0.6 },
    ),
    ...Array.from({ length: 12 }, (_, i) => {
      const a = rad(i * 30);
      return sp(
        [
          [x + Math.sin(a) * r * 0.62, y - Math.cos(a) * r * 0.62],
          [x + Math.sin(a) * r * 0.7, y - Math.cos(a) * r * 0.7],
        ],
        tint(P.ink, 0.4),
        r * 0.04,
      );
    }),
    sp(
      [
        [x, y],
        [x + r * 0.45, y - r * 0.45],
      ],
      P.ink,
      r * 0.07,
    ),
    circle(x, y, r * 0.08, P.coral),
  ].join('');
}

/** Cane (walking stick). From handle top (x, y) down to floor. */
export function cane(
  x: number,
  y: number,
  floor: number,
  o: { c?: Color; dir?: number } = {},
): string {
  const { c = mix(P.sand, P.ink, 0.45), dir = 1 } = o;
  return (
    sd(
      `M${f(x - dir * 22)} ${f(y + 6)}Q${f(x - dir * 20)} ${f(y - 12)} ${f(x)} ${f(y - 6)}L${f(x + dir * 4)} ${f(floor - 4)}`,
      c,
      7,
    ) + ellipse(x + dir * 4, floor - 2, 7, 4, P.ink)
  );
}

/** Lightbox on a wall with a spine X-ray. */
export function lightbox(x: number, y: number, w: number, h: number): string {
  const out = [
    rect(x - 8, y - 8, w + 16, h + 16, tint(P.ink, 0.4), 10),
    rect(x, y, w, h, mix(P.ink, P.sky, 0.2), 4),
  ];
  out.push(ellipse(x + w / 2, y + h / 2, w * 0.42, h * 0.46, P.sky, { opacity: 0.12 }));
  // ribs
  const cx = x + w / 2;
  for (let i = 0; i < 6; i++) {
    const ry = y + h * (0.16 + i * 0.075);
    for (const s of [-1, 1])
      out.push(
        sd(
          `M${f(cx + s * w * 0.05)} ${f(ry)}Q${f(cx + s * w * 0.32)} ${f(ry - h * 0.03)} ${f(cx + s * w * 0.36)} ${f(ry + h * 0.1)}`,
          P.sky,
          3.5,
          { opacity: 0.45 },
        ),
      );
  }
  out.push(
    spineBack(cx, y + h * 0.06, h * 0.78, {
      bone: tint(P.sky, 0.5),
      boneShade: P.sky,
      disc: mix(P.ink, P.sky, 0.35),
      pelvis: true,
    }),
  );
  return out.join('');
}

/** Reception desk (front view). */
export function frontDesk(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { c?: Color } = {},
): string {
  const { c = P.teal } = o;
  return [
    rect(x - 10, y - 16, w + 20, 18, mix(P.sand, P.ink, 0.18), 6),
    rect(x, y, w, h, c, 6),
    rect(x + w * 0.06, y + h * 0.18, w * 0.88, h * 0.5, shade(c, 0.12), 6),
    path(
      `M${f(x + w / 2 - 22)} ${f(y + h * 0.52)}Q${f(x + w / 2)} ${f(y + h * 0.22)} ${f(x + w / 2 + 22)} ${f(y + h * 0.52)}`,
      'none',
      { stroke: P.white, 'stroke-width': 5, class: 'l' },
    ),
    circle(x + w / 2, y + h * 0.34, 6, P.amber),
  ].join('');
}

/** The clinic's abstract mark: a rounded square with a stylised spine curve and leaf. */
export function mark(
  x: number,
  y: number,
  s: number,
  o: { bg?: Color; fg?: Color; accent?: Color } = {},
): string {
  const { bg = P.teal, fg = P.white, accent = P.amber } = o;
  return [
    rect(x - 40 * s, y - 40 * s, 80 * s, 80 * s, bg, 20 * s),
    sd(
      `M${f(x - 2 * s)} ${f(y - 26 * s)}C${f(x + 14 * s)} ${f(y - 12 * s)} ${f(x - 14 * s)} ${f(y + 4 * s)} ${f(x + 2 * s)} ${f(y + 26 * s)}`,
      fg,
      7 * s,
    ),
    circle(x - 2 * s, y - 28 * s, 5 * s, accent),
    path(
      `M${f(x + 8 * s)} ${f(y - 4 * s)}Q${f(x + 26 * s)} ${f(y - 18 * s)} ${f(x + 28 * s)} ${f(y - 2 * s)}Q${f(x + 14 * s)} ${f(y + 8 * s)} ${f(x + 8 * s)} ${f(y - 4 * s)}Z`,
      accent,
    ),
  ].join('');
}
