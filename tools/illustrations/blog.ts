// Blog category header images (1200 x 800), one per key of content/blog/categories.ts.
import {
  P,
  SKIN,
  HAIR,
  GREY,
  f,
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
  smooth,
  blob,
  backdrop,
  shadow,
  glow,
  rays,
  arrow,
  sparkle,
  dots,
  add,
  mul,
  rad,
  type BackdropOpts,
  type Color,
  type Pt,
  type Scene,
} from './lib';
import { person, standY, BODY, type Figure, type PersonOpts } from './person';
import { DOC, NURSE, needle } from './scenes';
import * as pr from './props';

const W = 1200;
const H = 800;
const FLOOR = 700;
const bd = (o: BackdropOpts = {}) => backdrop(W, H, { rx: 470, ry: 300, ...o });

/** Outdoor backdrop: sky-cream card, sun, rolling hills. */
function outdoors(seed: number, o: { sunX?: number; sunY?: number; hill?: number } = {}): string {
  const { sunX = 960, sunY = 170, hill = 520 } = o;
  return [
    rect(0, 0, W, H, P.cream, 28),
    blob(600, 330, 470, 250, P.lteal, seed, 0.08, 10),
    pr.sun(sunX, sunY, 46),
    path(
      `M0 ${hill}Q300 ${hill - 50} 600 ${hill - 10}T1200 ${hill - 20}V800H0Z`,
      tint(P.sage, 0.4),
    ),
    path(
      `M0 ${hill + 70}Q360 ${hill + 20} 760 ${hill + 60}T1200 ${hill + 50}V800H0Z`,
      tint(P.sage, 0.2),
    ),
  ].join('');
}

/** Supine patient, head to the right (dir -1) or left (dir 1). */
/** Options of supine(): the person's, with the table top instead of the hip height. */
type SupineOpts = Omit<PersonOpts, 'y'> & { tableY: number; headRight?: boolean };

function supine(o: SupineOpts): Figure {
  const { x, tableY, s = 1.6, headRight = true, legs, ...rest } = o;
  const B = BODY[rest.body || 'man'];
  const dir = headRight ? -1 : 1;
  return person({
    view: 'side',
    dir,
    x,
    y: tableY - (B.hipD / 2) * s + 1,
    s,
    torso: -90,
    head: 0,
    arms: [{ a: [90, 92] }, { a: [92, 94] }],
    legs: legs ?? [{ a: [90, 90] }, { a: [92, 92] }],
    feet: [180, 180],
    face: { eyes: 'closed', mouth: 'smile' },
    ...rest,
  });
}

/** Enlarge the enclosed content about (cx, cy): push zin(...) ... then ZOUT. */
const zin = (k: number, cx: number, cy: number) =>
  `<g transform="translate(${f(cx * (1 - k))} ${f(cy * (1 - k))}) scale(${k})">`;
const ZOUT = '</g>';

function badge(x: number, y: number, r: number, inner: string, fill: Color = P.white): string {
  return circle(x + 6, y + 8, r, P.ink, { opacity: 0.08 }) + circle(x, y, r, fill) + inner;
}

export const blog: Record<string, Scene> = {
  'sports-performance'() {
    const out = [rect(0, 0, W, H, P.cream, 28), blob(560, 330, 470, 260, P.lteal, 401, 0.08, 10)];
    // running track
    out.push(path('M0 560Q600 500 1200 560V800H0Z', tint(P.coral, 0.45)));
    for (const [y0, y1] of [
      [600, 570],
      [660, 640],
      [730, 716],
    ] as const)
      out.push(sd(`M0 ${y0}Q600 ${y1 - 50} 1200 ${y0}`, P.white, 5));
    const s = 2.05;
    const x = 520;
    const hy = 330;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 14,
      head: -4,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'buzz',
      top: P.teal,
      sleeve: 'none',
      pants: P.ink,
      legwear: 'shorts',
      shoes: P.amber,
      face: { mouth: 'smile' },
      legs: [{ a: [-34, -86] }, { a: [52, 6] }],
      arms: [{ a: [44, 132] }, { a: [-46, 36] }],
    });
    out.push(shadow(x + 30, 636, 110, 12), p.svg);
    out.push(
      sd(
        `M${x - 170} ${hy - 110}h-80M${x - 150} ${hy - 50}h-110M${x - 140} ${hy + 10}h-60`,
        P.white,
        9,
      ),
    );
    // stopwatch and medal
    out.push(badge(960, 260, 110, pr.timer(960, 268, 72), P.white));
    out.push(
      path('M176 110L214 200L246 186L208 100Z', P.teal),
      path('M264 110L226 200L194 186L232 100Z', P.coral),
      circle(220, 230, 46, P.amber),
      circle(220, 230, 32, tint(P.amber, 0.35)),
      sparkle(220, 230, 16, P.amber),
    );
    return out;
  },

  'vertigo-treatment'() {
    const out = [bd({ seed: 403 })];
    out.push(zin(1.22, 580, 700));
    const tableY = 470;
    const pat = supine({
      x: 520,
      tableY,
      s: 1.75,
      skin: SKIN[0],
      hair: GREY,
      hairStyle: 'bob',
      body: 'woman',
      top: P.sky,
      pants: P.ink,
      head: -12,
    });
    out.push(pr.table(300, pat.head[0] - 20, tableY, FLOOR, { cradle: null }));
    const ds = 1.7;
    const hd = pat.head;
    const doc = person({
      ...DOC,
      view: 'side',
      dir: -1,
      x: 880,
      y: standY(FLOOR, ds),
      s: ds,
      torso: 24,
      head: 22,
      splitArms: true,
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [
        { to: [hd[0] + 20, hd[1] - 34], bend: -1 },
        { to: [hd[0] + 30, hd[1] + 14], bend: -1 },
      ],
    });
    out.push(doc.svg, pat.svg, doc.arms);
    for (const [dx, dy, r, c] of [
      [-90, -110, 26, P.teal],
      [10, -150, 20, P.coral],
      [-170, -70, 16, P.amber],
    ] as const) {
      out.push(
        sd(
          `M${f(hd[0] + dx + r)} ${f(hd[1] + dy)}a${r} ${r} 0 1 0 ${f(-r * 0.4)} ${f(r * 0.85)}a${r * 0.6} ${r * 0.6} 0 1 1 ${f(r * 0.1)} ${f(-r * 0.9)}`,
          c,
          6,
          { opacity: 0.8 },
        ),
      );
    }
    out.push(ZOUT);
    // inner-ear badge
    const ie = [
      ellipse(190, 170, 34, 54, 'none', {
        stroke: P.teal,
        'stroke-width': 12,
        transform: 'rotate(-25 190 170)',
      }),
      ellipse(160, 200, 56, 30, 'none', {
        stroke: P.sage,
        'stroke-width': 12,
        transform: 'rotate(10 160 200)',
      }),
      ellipse(205, 220, 40, 28, P.teal),
      dots(
        [
          [196, 216, 5],
          [212, 224, 4],
        ],
        P.amber,
      ),
    ];
    out.push(badge(190, 200, 110, ie.join('')));
    return out;
  },

  'post-surgery-care'() {
    const out = [bd({ seed: 409 })];
    out.push(zin(1.1, 640, 700));
    const railY = 430;
    const bar = (c: Color) =>
      rect(250, railY - 8, 640, 16, c, 8) +
      rect(270, railY, 16, FLOOR - railY, c, 4) +
      rect(854, railY, 16, FLOOR - railY, c, 4);
    out.push(bar(tint(P.ink, 0.6)));
    const s = 1.85;
    const x = 560;
    const hy = standY(FLOOR, s) + 4;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 8,
      head: 0,
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: true,
      top: P.amber,
      pants: P.sky,
      legwear: 'shorts',
      brace: 1,
      face: { mouth: 'smile' },
      legs: [{ a: [-14, -6] }, { a: [16, 2] }],
      arms: [
        { to: [x + 80, railY - 8], bend: 1 },
        { to: [x + 60, railY - 4], bend: 1 },
      ],
    });
    out.push(shadow(x + 20, FLOOR, 120, 12), p.svg);
    out.push(bar(tint(P.ink, 0.4)));
    out.push(circle(x + 60, railY - 4, 8.5 * s, SKIN[1]));
    const ns = 1.8;
    const nx = 990;
    const n = person({
      ...NURSE,
      view: 'side',
      dir: -1,
      x: nx,
      y: standY(FLOOR, ns, 'woman'),
      s: ns,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      face: { mouth: 'grin' },
      arms: [{ a: [-10, 20] }, { a: [40, 100] }],
    });
    out.push(shadow(nx, FLOOR, 70, 10), n.svg);
    out.push(sparkle(760, 220, 16), sparkle(440, 200, 10, P.teal));
    out.push(ZOUT);
    return out;
  },

  'modern-health-issues'() {
    const out = [bd({ seed: 419 })];
    // sofa
    const sc = P.sage;
    out.push(
      shadow(560, FLOOR, 330, 14),
      rect(250, 330, 100, 320, shade(sc, 0.1), 40),
      rect(260, 500, 600, 130, sc, 36),
      rect(800, 420, 110, 230, shade(sc, 0.06), 40),
      rect(290, FLOOR - 60, 16, 60, mix(P.sand, P.ink, 0.4), 4),
      rect(820, FLOOR - 60, 16, 60, mix(P.sand, P.ink, 0.4), 4),
    );
    const s = 1.9;
    const x = 420;
    const hy = 488;
    const lean = 26;
    const N = add([x, hy], mul([Math.sin(rad(lean)), -Math.cos(rad(lean))], 80 * s));
    const lap: Pt = [x + 150, hy - 30];
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: lean,
      head: 40,
      skin: SKIN[2],
      hair: HAIR.dark,
      hairStyle: 'long',
      body: 'woman',
      top: P.coral,
      pants: P.ink,
      legs: [{ a: [84, 2] }, { a: [80, -2] }],
      splitArms: true,
      arms: [
        { to: [lap[0] + 30, lap[1] - 6], bend: 1 },
        { to: [lap[0] + 40, lap[1] - 2], bend: 1 },
      ],
    });
    out.push(glow(N[0] + 2, N[1] - 8, 50));
    out.push(p.svg);
    out.push(pr.laptopSide(lap[0] - 40, lap[1] + 8, 110, 1, 100));
    out.push(p.arms);
    // notifications
    const bell =
      path('M-22 14Q-18 8 -18 -6Q-18 -24 0 -26Q18 -24 18 -6Q18 8 22 14Z', P.white) +
      circle(0, 20, 6, P.white);
    out.push(badge(880, 190, 52, g({ transform: 'translate(880 188)' }, bell), P.coral));
    out.push(
      badge(
        1010,
        300,
        44,
        path(
          'M985 285h50q8 0 8 8v22q0 8 -8 8h-30l-14 12v-12h-6q-8 0 -8 -8v-22q0 -8 8 -8z',
          P.white,
        ),
        P.teal,
      ),
    );
    out.push(
      badge(
        760,
        140,
        38,
        sd('M740 150q20 -22 40 0M748 138q12 -12 24 0', P.white, 6) + circle(760, 156, 5, P.white),
        P.amber,
      ),
    );
    out.push(
      pr.phone(1000, 470, 60, { angle: 12, screen: P.sky }),
      circle(1012, 430, 14, P.coral),
      circle(1012, 430, 6, P.white),
    );
    return out;
  },

  'pain-management'() {
    const out = [bd({ seed: 421, cx: 520 })];
    out.push(zin(1.12, 420, 700));
    const tableY = 460;
    out.push(pr.table(260, 640, tableY, FLOOR, { cradle: null }));
    const s = 1.75;
    const x = 470;
    const pat = person({
      view: 'side',
      dir: 1,
      x,
      y: tableY - 14,
      s,
      torso: 0,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'short',
      top: P.amber,
      pants: P.ink,
      face: { mouth: 'smile' },
      legs: [{ a: [84, 4] }, { a: [80, 0] }],
      arms: [{ a: [10, 60] }, { a: [16, 70] }],
    });
    const sh = add(pat.N, [0, 18]);
    const ds = 1.75;
    const doc = person({
      ...DOC,
      view: 'side',
      dir: 1,
      x: 330,
      y: standY(FLOOR, ds),
      s: ds,
      torso: 10,
      head: 14,
      splitArms: true,
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [
        { to: add(sh, [10, -22]), bend: 1 },
        { to: add(sh, [-8, 10]), bend: 1 },
      ],
    });
    out.push(doc.svg, pat.svg, doc.arms);
    out.push(glow(sh[0] + 6, sh[1] - 4, 44, P.amber));
    out.push(ZOUT);
    // pain scale: from sore to comfortable
    const cols = [P.coral, mix(P.coral, P.amber, 0.5), P.amber, P.sage, P.teal];
    out.push(rect(760, 250, 360, 60, P.white, 30));
    cols.forEach((c, i) => out.push(rect(776 + i * 66, 262, 62, 36, c, 18)));
    const face = (cx: number, cy: number, c: Color, m: number) =>
      circle(cx, cy, 34, c) +
      circle(cx - 11, cy - 6, 4, P.white) +
      circle(cx + 11, cy - 6, 4, P.white) +
      sd(
        m === 1
          ? `M${cx - 13} ${cy + 10}Q${cx} ${cy + 22} ${cx + 13} ${cy + 10}`
          : m === 0
            ? `M${cx - 12} ${cy + 14}h24`
            : `M${cx - 13} ${cy + 16}Q${cx} ${cy + 4} ${cx + 13} ${cy + 16}`,
        P.white,
        5,
      );
    out.push(face(810, 380, P.coral, -1), face(940, 380, P.amber, 0), face(1070, 380, P.teal, 1));
    out.push(circle(1040, 280, 26, P.white, { stroke: P.teal, 'stroke-width': 6 }));
    out.push(arrow([820, 200], [940, 150], [1030, 220], P.teal, 8, 20));
    return out;
  },

  'preventative-care'() {
    const out = [bd({ seed: 431 })];
    // posture grid on the wall
    out.push(rect(300, 90, 360, 560, P.white, 16));
    for (let i = 1; i < 9; i++)
      out.push(
        sp(
          [
            [300 + i * 40, 100],
            [300 + i * 40, 640],
          ],
          P.lteal,
          3,
        ),
      );
    for (let j = 1; j < 14; j++)
      out.push(
        sp(
          [
            [310, 90 + j * 40],
            [650, 90 + j * 40],
          ],
          P.lteal,
          3,
        ),
      );
    const s = 1.9;
    const x = 480;
    const hy = standY(FLOOR, s, 'woman');
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      body: 'woman',
      skin: SKIN[2],
      hair: HAIR.dark,
      hairStyle: 'ponytail',
      top: P.sage,
      pants: P.ink,
      face: { mouth: 'smile' },
      arms: [{ a: [9, 3] }, { a: [9, 3] }],
    });
    out.push(shadow(x, FLOOR, 80, 10), p.svg);
    out.push(sd(`M${x} 80V${FLOOR}`, P.teal, 4, { 'stroke-dasharray': '10 10' }));
    for (const y of [p.shoulders[0][1] - 10, hy - 4])
      out.push(sd(`M${x - 110} ${f(y)}H${x + 110}`, P.amber, 4, { 'stroke-dasharray': '12 8' }));
    const ds = 1.85;
    const dx = 860;
    const doc = person({
      ...DOC,
      view: 'side',
      dir: -1,
      x: dx,
      y: standY(FLOOR, ds),
      s: ds,
      head: 4,
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [
        { to: [dx - 70, 360], bend: -1 },
        { to: [dx - 84, 384], bend: -1 },
      ],
    });
    out.push(shadow(dx, FLOOR, 80, 10), doc.svg);
    out.push(
      pr.clipboard(dx - 132, 300, 70, 94, {
        rows: 4,
        checks: [true, true, false, false],
        angle: -14,
      }),
    );
    out.push(circle(dx - 86, 386, 15, DOC.skin));
    out.push(badge(1040, 170, 60, sd('M1012 170l18 18l36 -36', P.white, 12), P.teal));
    return out;
  },

  wellness() {
    const out = [outdoors(433, { sunX: 880, sunY: 220 })];
    out.push(pr.tree(140, 560, 1.2), pr.tree(1070, 540, 1.0), pr.bush(260, 560, 1, P.sage));
    out.push(ellipse(600, 700, 190, 26, P.coral, { opacity: 0.85 }));
    const s = 2.0;
    const x = 600;
    const hy = standY(700, s, 'woman');
    const N: Pt = [x, hy - 75 * s];
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      body: 'woman',
      skin: SKIN[1],
      hair: HAIR.dark,
      hairStyle: 'bun',
      top: P.teal,
      pants: P.ink,
      legwear: 'capri',
      sleeve: 'none',
      bare: true,
      face: { eyes: 'closed', mouth: 'smile' },
      armFront: [true, true],
      arms: [
        { to: [x - 4, N[1] + 44], bend: 1 },
        { to: [x + 4, N[1] + 44], bend: -1 },
      ],
      legs: [{ a: [2, 0] }, { a: [62, -128] }],
    });
    out.push(p.svg);
    out.push(
      sparkle(420, 200, 16),
      sparkle(760, 160, 11, P.teal),
      dots(
        [
          [330, 330, 7],
          [880, 420, 6],
        ],
        P.white,
      ),
    );
    return out;
  },

  'neck-pain'() {
    const out = [bd({ seed: 439 })];
    out.push(pr.windowFrame(90, 90, 200, 200, { sun: true }));
    const seatY = 480;
    out.push(pr.chair(460, seatY, FLOOR, 1));
    const s = 1.85;
    const x = 466;
    const hy = seatY - 20;
    const N: Pt = [x + Math.sin(rad(6)) * 80 * s, hy - Math.cos(rad(6)) * 80 * s];
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 6,
      head: 6,
      skin: SKIN[0],
      hair: HAIR.auburn,
      hairStyle: 'short',
      top: P.sky,
      pants: P.ink,
      dims: { neck: 11 },
      face: { eyes: 'pain', mouth: 'frown' },
      legs: [{ a: [88, 2] }, { a: [84, -2] }],
      arms: [
        { to: [N[0] - 22, N[1] - 22], bend: -1 },
        { to: [x + 200, seatY - 62], bend: 1 },
      ],
    });
    out.push(glow(N[0] - 6, N[1] - 18, 64));
    out.push(p.svg);
    out.push(pr.desk(610, 1000, seatY - 44, FLOOR));
    out.push(pr.laptopSide(760, seatY - 46, 120, -1, 110));
    for (let i = 0; i < 5; i++)
      out.push(rect(N[0] - 14, N[1] - 44 + i * 11, 18, 8, i === 3 ? P.coral : P.white, 3.5));
    out.push(rays(N[0] - 6, N[1] - 20, 90, 118, 5, P.coral, 7, 220, 100));
    out.push(pr.plant(1080, FLOOR, 1.2));
    return out;
  },

  'natural-pain-relief'() {
    const out = [bd({ seed: 443 })];
    out.push(zin(1.25, 580, 700));
    out.push(rect(300, FLOOR - 14, 560, 20, P.sage, 10));
    const s = 1.8;
    const x = 480;
    const hy = FLOOR - 8 - (BODY.woman.thigh + 4) * s;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 88,
      head: -10,
      body: 'woman',
      skin: SKIN[2],
      hair: HAIR.black,
      hairStyle: 'ponytail',
      top: P.coral,
      pants: P.ink,
      legwear: 'capri',
      bare: true,
      face: { eyes: 'closed', mouth: 'smile' },
      legs: [{ a: [2, -88] }, { a: [-2, -90] }],
      feet: [-178, -178],
      arms: [
        { to: [x + 126, FLOOR - 16], bend: -1 },
        { to: [x + 132, FLOOR - 14], bend: -1 },
      ],
    });
    out.push(p.svg);
    out.push(ZOUT);
    // tea, leaves and a heat pack
    out.push(pr.mug(1000, FLOOR, 1.2, { c: P.teal }));
    for (const [lx, ly, a] of [
      [930, 480, -30],
      [1080, 470, 30],
      [1010, 420, 0],
    ])
      out.push(
        g(
          { transform: `rotate(${a} ${lx} ${ly})` },
          path(`M${lx} ${ly}q-22 -40 0 -80q22 40 0 80z`, P.sage),
          sd(`M${lx} ${ly}v-70`, shade(P.sage, 0.2), 3),
        ),
      );
    out.push(
      g(
        { transform: 'rotate(-6 200 640)' },
        rect(110, 590, 180, 110, P.amber, 28),
        sd('M160 670q-12 -16 0 -32t0 -32M210 670q-12 -16 0 -32t0 -32', P.white, 7),
      ),
    );
    out.push(pr.plant(160, 560, 1.1), sparkle(700, 240, 14), sparkle(340, 300, 10, P.teal));
    return out;
  },

  posture() {
    const out = [bd({ seed: 449 })];
    // slumped at a laptop
    const s = 1.5;
    out.push(pr.chair(210, 500, FLOOR, 1, { seat: shade(P.sage, 0.1) }));
    const a = person({
      view: 'side',
      dir: 1,
      x: 216,
      y: 484,
      s,
      torso: 28,
      head: 30,
      skin: SKIN[1],
      hair: HAIR.dark,
      hairStyle: 'short',
      top: P.sky,
      pants: P.ink,
      face: { mouth: 'frown' },
      legs: [{ a: [80, 8] }, { a: [76, 4] }],
      arms: [
        { to: [392, 446], bend: 1 },
        { to: [400, 450], bend: 1 },
      ],
    });
    out.push(a.svg, pr.desk(330, 540, 460, FLOOR), pr.laptopSide(440, 458, 80, -1, 105));
    out.push(
      sd(
        `M${f(a.H[0] - 40)} ${f(a.H[1] - 20)}Q${f(a.N[0] - 70)} ${f(a.N[1] + 20)} ${f(a.head[0] - 40)} ${f(a.head[1] - 20)}`,
        P.coral,
        6,
        { 'stroke-dasharray': '3 12' },
      ),
    );
    out.push(circle(250, 150, 40, P.coral), sd('M234 134l32 32M266 134l-32 32', P.white, 9));
    // upright at a monitor at eye level
    out.push(pr.chair(700, 500, FLOOR, 1));
    const b = person({
      view: 'side',
      dir: 1,
      x: 706,
      y: 484,
      s,
      torso: -2,
      head: 0,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'bun',
      body: 'woman',
      top: P.teal,
      pants: P.ink,
      face: { mouth: 'smile' },
      legs: [{ a: [90, 0] }, { a: [86, 2] }],
      arms: [
        { to: [850, 452], bend: 1 },
        { to: [858, 456], bend: 1 },
      ],
    });
    out.push(
      b.svg,
      pr.desk(800, 1060, 464, FLOOR),
      rect(950, 404, 80, 60, mix(P.sand, P.ink, 0.3), 6),
      pr.monitorSide(990, 404, 110, -1),
    );
    out.push(
      sd(`M${f(b.head[0] + 30)} ${f(b.head[1])}H972`, P.teal, 4, { 'stroke-dasharray': '8 10' }),
    );
    out.push(
      sd(`M${f(b.H[0] - 46)} ${f(b.H[1] + 10)}L${f(b.N[0] - 46)} ${f(b.N[1] - 90)}`, P.teal, 5, {
        'stroke-dasharray': '3 12',
      }),
    );
    out.push(circle(750, 150, 40, P.teal), sd('M730 150l14 14l28 -28', P.white, 9));
    return out;
  },

  'sciatica-treatment'() {
    const out = [bd({ seed: 457 })];
    out.push(zin(1.2, 640, 700));
    const tableY = 500;
    const pat = supine({
      x: 540,
      tableY,
      s: 1.7,
      headRight: false,
      skin: SKIN[2],
      hair: HAIR.black,
      hairStyle: 'short',
      top: P.sage,
      pants: P.ink,
      legwear: 'shorts',
      legs: [{ a: [90, 90] }, { a: [138, 138] }],
      face: { mouth: 'smile', eyes: 'open' },
    });
    out.push(pr.table(pat.head[0] + 20, 860, tableY, FLOOR, { cradle: null }));
    const ank = pat.feet[1];
    const kn = pat.knees[1];
    const ds = 1.8;
    const doc = person({
      ...DOC,
      view: 'side',
      dir: -1,
      x: 930,
      y: standY(FLOOR, ds),
      s: ds,
      torso: 8,
      head: 10,
      splitArms: true,
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [
        { to: add(kn, [4, -4]), bend: -1 },
        { to: add(ank, [4, 2]), bend: -1 },
      ],
    });
    out.push(doc.svg, pat.svg);
    const hp = pat.H;
    const d = smooth([add(hp, [-30, -12]), add(hp, [4, 4]), kn, ank]);
    out.push(sd(d, P.coral, 20, { opacity: 0.35 }), sd(d, P.amber, 7));
    out.push(doc.arms);
    out.push(glow(hp[0] - 20, hp[1] - 6, 40));
    out.push(
      sd(
        `M${f(hp[0] + 60)} ${f(hp[1] - 20)}A80 80 0 0 1 ${f(hp[0] + 30)} ${f(hp[1] - 110)}`,
        P.teal,
        5,
        { 'stroke-dasharray': '4 12' },
      ),
    );
    out.push(ZOUT);
    return out;
  },

  'headache-relief'() {
    const out = [bd({ seed: 461 })];
    out.push(zin(1.2, 620, 700));
    const tableY = 500;
    const pat = supine({
      x: 480,
      tableY,
      s: 1.7,
      skin: SKIN[1],
      hair: HAIR.auburn,
      hairStyle: 'wavy',
      body: 'woman',
      top: P.coral,
      pants: P.ink,
    });
    out.push(pr.table(220, pat.head[0] + 10, tableY, FLOOR, { cradle: null }));
    const hd = pat.head;
    // stool and seated chiropractor at the head of the table
    out.push(
      rect(880, 560, 120, 20, P.ink, 10),
      rect(932, 580, 16, 110, tint(P.ink, 0.4), 4),
      rect(900, FLOOR - 10, 80, 10, P.ink, 5),
    );
    const ds = 1.7;
    const doc = person({
      ...DOC,
      view: 'side',
      dir: -1,
      x: 940,
      y: 546,
      s: ds,
      torso: 18,
      head: 16,
      splitArms: true,
      legs: [{ a: [80, 0] }, { a: [76, -4] }],
      arms: [
        { to: [hd[0] + 14, hd[1] + 16], bend: -1 },
        { to: [hd[0] + 22, hd[1] + 22], bend: -1 },
      ],
    });
    out.push(doc.svg, pat.svg, doc.arms);
    for (const r of [70, 100])
      out.push(
        circle(hd[0], hd[1], r, 'none', {
          stroke: P.teal,
          'stroke-width': 4,
          opacity: 0.35,
          'stroke-dasharray': '6 12',
        }),
      );
    out.push(sparkle(hd[0] - 20, hd[1] - 130, 16), sparkle(hd[0] - 150, hd[1] - 80, 10, P.teal));
    out.push(ZOUT);
    out.push(pr.plant(110, FLOOR, 1.2));
    return out;
  },

  acupuncture() {
    const out = [bd({ seed: 463 })];
    out.push(zin(1.2, 620, 700));
    const tableY = 520;
    const skin = SKIN[0];
    const ps = 2.0;
    const p = person({
      view: 'side',
      dir: 1,
      x: 560,
      y: tableY - 17 * ps + 1,
      s: ps,
      torso: 90,
      head: 4,
      skin,
      top: skin,
      sleeve: 'none',
      hair: HAIR.brown,
      hairStyle: 'short',
      pants: P.sky,
      arms: [{ a: [-96, -92] }, { a: [-98, -94] }],
      legs: [{ a: [-90, -90] }, { a: [-92, -92] }],
      feet: [-25, -25],
      face: { eyes: 'closed', mouth: 'flat' },
    });
    const as = 1.9;
    const [hx, hy] = p.H;
    const top = hy - 34;
    const pract = person({
      view: 'side',
      dir: 1,
      x: 500,
      y: standY(FLOOR, as, 'woman'),
      s: as,
      body: 'woman',
      torso: 32,
      head: 26,
      skin: SKIN[2],
      hair: P.ink,
      hairStyle: 'hijab',
      top: P.teal,
      pants: P.teal,
      splitArms: true,
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      face: { mouth: 'smile' },
      arms: [
        { to: [700, top - 20], bend: 1 },
        { to: [724, top - 58], bend: 1 },
      ],
    });
    out.push(pract.svg);
    out.push(pr.table(300, p.head[0] - 4, tableY, FLOOR, { pad: P.sage }));
    out.push(p.svg);
    out.push(
      path(
        `M${f(hx + 30)} ${f(hy - 34)}Q${f(hx - 70)} ${f(hy - 46)} ${f(hx - 230)} ${f(hy - 22)}L${f(hx - 240)} ${f(tableY + 16)}L${f(hx + 36)} ${f(tableY + 16)}Z`,
        P.sky,
      ),
    );
    for (const [x, l, a] of [
      [640, 52, -6],
      [672, 58, -2],
      [740, 54, 4],
      [772, 58, 8],
    ] as const)
      out.push(needle(x, top + (x - hx) * 0.02, l, a));
    out.push(
      pract.arms,
      sp(
        [
          [728, top - 62],
          [724, top - 6],
        ],
        tint(P.ink, 0.35),
        2,
      ),
      sp(
        [
          [728, top - 62],
          [727, top - 40],
        ],
        P.amber,
        5,
      ),
    );
    out.push(ZOUT);
    out.push(rect(1010, 430, 140, 18, tint(P.ink, 0.6), 6), rect(1022, 412, 116, 20, P.white, 6));
    for (let i = 0; i < 5; i++)
      out.push(
        sp(
          [
            [1038 + i * 20, 424],
            [1050 + i * 20, 416],
          ],
          P.amber,
          3.5,
        ),
      );
    out.push(
      rect(1070, 448, 12, FLOOR - 448, tint(P.ink, 0.6), 3),
      rect(1040, FLOOR - 10, 70, 10, tint(P.ink, 0.5), 5),
    );
    out.push(sparkle(860, 260, 14), pr.plant(140, FLOOR, 1.2));
    return out;
  },

  'auto-injuries'() {
    const out = [bd({ seed: 467, cy: 420 })];
    out.push(rect(40, 640, 1120, 22, tint(P.ink, 0.82), 11));
    out.push(pr.car(330, 650, 1.25, { c: P.coral }));
    out.push(pr.car(770, 650, 1.25, { c: P.sky, dent: true }));
    // impact burst between the cars
    out.push(rays(545, 590, 40, 80, 8, P.amber, 9));
    const s = 1.75;
    const x = 1060;
    const hy = standY(700, s);
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      skin: SKIN[1],
      hair: HAIR.dark,
      hairStyle: 'long',
      body: 'woman',
      top: P.teal,
      pants: P.ink,
      face: { eyes: 'pain', mouth: 'frown' },
      arms: [{ a: [8, 4] }, { to: [x + 20, hy - 75 * s + 14], bend: 1 }],
    });
    out.push(glow(x + 22, hy - 75 * s + 10, 44), p.svg);
    out.push(pr.bush(1150, 650, 0.8), sparkle(560, 240, 14));
    return out;
  },

  'back-pain'() {
    const out = [bd({ seed: 479, cx: 520 })];
    const s = 2.1;
    const x = 430;
    const hy = standY(FLOOR, s) + 6;
    const lean = 18;
    const tv: Pt = [Math.sin(rad(lean)), -Math.cos(rad(lean))];
    const fv: Pt = [Math.cos(rad(lean)), Math.sin(rad(lean))];
    const lum = add(add([x, hy], mul(tv, 30 * s)), mul(fv, -17 * s));
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: lean,
      head: -8,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      body: 'woman',
      top: P.amber,
      pants: P.ink,
      face: { eyes: 'pain', mouth: 'frown' },
      splitArms: true,
      arms: [
        { to: [x + 74, hy + 40], bend: 1 },
        { to: add(lum, [8, 26]), bend: 1 },
      ],
      legs: [{ a: [-4, 0] }, { a: [6, 0] }],
    });
    out.push(shadow(x + 10, FLOOR, 110, 12), p.svg);
    out.push(glow(lum[0], lum[1], 66), p.arms);
    out.push(rays(lum[0], lum[1], 84, 112, 5, P.coral, 7, 210, 110));
    // lumbar spine close-up
    const bx = 900;
    const by = 330;
    const ins = [circle(bx, by, 170, P.white)];
    for (let i = 0; i < 3; i++) {
      const vy = by - 120 + i * 90;
      ins.push(
        path(
          `M${bx - 50} ${vy + 30}L${bx - 120} ${vy + 50}Q${bx - 136} ${vy + 62} ${bx - 120} ${vy + 70}L${bx - 50} ${vy + 56}Z`,
          mix(P.sand, P.ink, 0.12),
        ),
      );
      ins.push(rect(bx - 56, vy, 130, 70, P.sand, 18));
      if (i < 2) ins.push(rect(bx - 46, vy + 70, 112, 20, i === 1 ? P.coral : P.teal, 10));
    }
    out.push(g({}, ins), glow(bx + 10, by + 40, 40));
    out.push(
      sd(
        `M${f(lum[0] + 90)} ${f(lum[1] - 30)}Q760 ${f(lum[1] - 60)} ${bx - 170} ${by + 40}`,
        P.teal,
        4,
        { 'stroke-dasharray': '4 12' },
      ),
    );
    return out;
  },

  'practice-information'() {
    const out = [rect(0, 0, W, H, P.sky, 28)];
    out.push(pr.cloud(200, 110, 1.4), pr.cloud(1000, 90, 1.1));
    out.push(path('M0 560Q300 520 600 545T1200 530V800H0Z', tint(P.sage, 0.4)));
    // clinic building
    out.push(
      rect(260, 250, 680, 330, P.sand),
      rect(246, 226, 708, 34, P.teal, 10),
      rect(260, 260, 680, 10, shade(P.sand, 0.15)),
    );
    for (const wx of [300, 440, 700, 820])
      out.push(
        rect(wx, 340, 100, 130, P.white, 8),
        rect(wx + 8, 348, 84, 114, tint(P.sky, 0.1), 4),
        rect(wx + 47, 348, 6, 114, P.white),
      );
    out.push(
      rect(565, 370, 110, 210, P.white, 8),
      rect(574, 380, 44, 200, tint(P.teal, 0.6), 4),
      rect(622, 380, 44, 200, tint(P.teal, 0.6), 4),
      rect(545, 346, 150, 20, P.teal, 8),
    );
    out.push(
      rect(470, 276, 260, 54, P.white, 12),
      pr.mark(504, 303, 0.48),
      rect(534, 290, 170, 12, P.teal, 6),
      rect(534, 310, 110, 8, tint(P.teal, 0.5), 4),
    );
    out.push(
      rect(0, 580, 1200, 40, tint(P.ink, 0.85)),
      rect(0, 620, 1200, 180, tint(P.sage, 0.25)),
    );
    out.push(pr.tree(150, 590, 1.1), pr.tree(1060, 590, 1.2));
    // a visitor walking to the door
    const s = 1.2;
    const p = person({
      view: 'side',
      dir: -1,
      x: 800,
      y: standY(640, s, 'woman'),
      s,
      body: 'woman',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'bun',
      top: P.coral,
      pants: P.ink,
      legs: [{ a: [-18, -8] }, { a: [18, 2] }],
      arms: [{ a: [24, 40] }, { a: [-20, -6] }],
      face: { mouth: 'smile' },
    });
    out.push(shadow(800, 640, 40, 6), p.svg);
    // info badges: hours, phone, location
    out.push(badge(1000, 300, 54, pr.clock(1000, 300, 34, { h: 8, m: 0 }), P.white));
    out.push(badge(130, 330, 54, pr.phone(130, 330, 30, { screen: P.sky }), P.amber));
    out.push(
      badge(
        1100,
        470,
        46,
        path('M1100 500q-30 -34 -30 -52a30 30 0 0 1 60 0q0 18 -30 52z', P.white) +
          circle(1100, 446, 10, P.coral),
        P.coral,
      ),
    );
    return out;
  },

  fitness() {
    const out = [bd({ seed: 487 })];
    out.push(zin(1.2, 580, 700));
    out.push(rect(260, FLOOR - 8, 640, 16, P.teal, 8, { opacity: 0.6 }));
    const s = 1.9;
    const x = 560;
    const hy = FLOOR - 8 - (BODY.man.shin + 7) * s;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 2,
      head: -2,
      skin: SKIN[2],
      hair: HAIR.black,
      hairStyle: 'short',
      top: P.coral,
      sleeve: 'none',
      pants: P.ink,
      legwear: 'shorts',
      shoes: P.teal,
      face: { mouth: 'smile' },
      legs: [{ a: [-38, -84] }, { a: [88, 0] }],
      feet: [-170, 90],
      arms: [{ a: [2, 0] }, { a: [6, 2] }],
    });
    out.push(shadow(x, FLOOR, 160, 12), p.svg);
    for (const h of p.hands) out.push(pr.dumbbell(h[0], h[1] + 4, 100, { c: P.ink, angle: 0 }));
    out.push(ZOUT);
    out.push(
      pr.bottle(980, FLOOR, 180, { c: P.sage }),
      pr.yogaMat(200, FLOOR - 40, 180, 40, { c: P.amber, angle: 0 }),
    );
    out.push(sparkle(840, 260, 16), sparkle(320, 220, 10, P.teal));
    return out;
  },

  lifestyle() {
    const out = [outdoors(491, { sunX: 1010, sunY: 150, hill: 500 })];
    out.push(path('M0 700Q600 640 1200 700V800H0Z', P.sand));
    out.push(pr.tree(120, 560, 1.2), pr.tree(1090, 560, 1.1), pr.bush(960, 560, 0.9, P.sage));
    const s = 1.7;
    const y = standY(690, s);
    const a = person({
      view: 'side',
      dir: 1,
      x: 560,
      y,
      s,
      skin: SKIN[0],
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: true,
      top: P.teal,
      pants: P.ink,
      face: { mouth: 'grin' },
      head: -6,
      legs: [{ a: [-20, -8] }, { a: [22, 2] }],
      arms: [{ a: [26, 50] }, { a: [-22, -4] }],
    });
    const bw = standY(690, s, 'woman');
    const b = person({
      view: 'side',
      dir: 1,
      x: 420,
      y: bw,
      s,
      body: 'woman',
      skin: SKIN[2],
      hair: HAIR.dark,
      hairStyle: 'ponytail',
      top: P.amber,
      pants: P.sky,
      legwear: 'capri',
      face: { mouth: 'grin' },
      head: 4,
      legs: [{ a: [18, 2] }, { a: [-16, -10] }],
      arms: [{ a: [-20, -6] }, { to: [520, bw + 10], bend: 1 }],
    });
    out.push(shadow(490, 692, 180, 12), b.svg, a.svg);
    // dog on a leash
    const dx = 790;
    const dy = 640;
    const dc = mix(P.amber, P.sand, 0.3);
    out.push(
      sp(
        [
          [dx - 40, dy],
          [dx - 52, dy + 44],
        ],
        shade(dc, 0.15),
        12,
      ),
      sp(
        [
          [dx + 40, dy],
          [dx + 56, dy + 44],
        ],
        shade(dc, 0.15),
        12,
      ),
    );
    out.push(
      rect(dx - 60, dy - 26, 130, 52, dc, 26),
      sp(
        [
          [dx - 56, dy - 10],
          [dx - 84, dy - 40],
        ],
        dc,
        10,
      ),
    );
    out.push(
      sp(
        [
          [dx - 30, dy + 10],
          [dx - 22, dy + 48],
        ],
        dc,
        12,
      ),
      sp(
        [
          [dx + 50, dy + 10],
          [dx + 44, dy + 48],
        ],
        dc,
        12,
      ),
    );
    out.push(
      circle(dx + 78, dy - 40, 30, dc),
      ellipse(dx + 108, dy - 32, 18, 13, dc),
      circle(dx + 122, dy - 36, 6, P.ink),
      circle(dx + 84, dy - 48, 4, P.ink),
    );
    out.push(path(`M${dx + 58} ${dy - 64}q-14 24 4 40q10 -20 -4 -40z`, shade(dc, 0.3)));
    out.push(
      sd(
        `M${f(a.hands[0][0])} ${f(a.hands[0][1])}Q${dx - 20} ${dy - 30} ${dx + 64} ${dy - 18}`,
        P.coral,
        4,
      ),
    );
    out.push(circle(dx + 64, dy - 18, 5, P.coral));
    return out;
  },

  'pregnancy-care'() {
    const out = [bd({ seed: 499 })];
    out.push(pr.windowFrame(900, 110, 190, 180, { sun: true }));
    // exercise ball
    const bx = 500;
    const by = FLOOR - 78;
    out.push(
      shadow(bx, FLOOR, 100, 12),
      circle(bx, by, 78, P.sage),
      path(`M${bx - 70} ${by - 34}Q${bx} ${by + 16} ${bx + 70} ${by - 34}`, 'none', {
        stroke: tint(P.sage, 0.35),
        'stroke-width': 6,
        class: 'l',
      }),
    );
    const s = 1.75;
    const x = bx - 6;
    const hy = by - 72;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: -4,
      head: 4,
      pregnant: true,
      body: 'woman',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.coral,
      pants: P.ink,
      legwear: 'capri',
      face: { mouth: 'smile', eyes: 'closed' },
      legs: [
        { to: [x + 100, FLOOR - 14], bend: -1 },
        { to: [x + 118, FLOOR - 14], bend: -1 },
      ],
      arms: [
        { to: [x + 64, hy - 56], bend: 1 },
        { to: [x + 70, hy - 40], bend: 1 },
      ],
    });
    const ns = 1.8;
    const nx = 330;
    const n = person({
      ...NURSE,
      view: 'side',
      dir: 1,
      x: nx,
      y: standY(FLOOR, ns, 'woman'),
      s: ns,
      skin: SKIN[0],
      hair: HAIR.auburn,
      hairStyle: 'ponytail',
      splitArms: true,
      torso: 10,
      head: 12,
      face: { mouth: 'smile' },
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [
        { to: [x - 20, hy - 90], bend: 1 },
        { to: [x - 26, hy - 36], bend: 1 },
      ],
    });
    out.push(shadow(nx, FLOOR, 70, 10));
    out.push(n.svg, p.svg, n.arms);
    out.push(
      path('M840 380c-14 -22 -48 -8 -34 18l34 30l34 -30c14 -26 -20 -40 -34 -18z', P.coral),
      sparkle(760, 300, 12),
      pr.plant(1080, FLOOR, 1.2),
    );
    return out;
  },
};
