// The 43 scene illustrations (800 x 600), one per entry of content/illustrations.ts.
import {
  P,
  SKIN,
  HAIR,
  GREY,
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
  sub,
  mul,
  lerp,
  rot,
  rad,
  type BackdropOpts,
  type Color,
  type Pt,
  type Scene,
} from './lib';
import { person, standY, BODY, type Figure, type Look } from './person';
import * as pr from './props';

const W = 800;
const H = 600;
const FLOOR = 520;
const bd = (o: BackdropOpts = {}) => backdrop(W, H, o);

/** Dr. Whitaker's look, reused everywhere he appears. */
export const DOC = {
  skin: SKIN[0],
  hair: HAIR.brown,
  hairStyle: 'short',
  coat: true,
  top: P.teal,
  pants: tint(P.ink, 0.15),
  body: 'man',
} satisfies Look;
/** A generic female clinician (assistant / therapist). */
export const NURSE = {
  skin: SKIN[1],
  hair: HAIR.dark,
  hairStyle: 'wavy',
  top: P.teal,
  pants: P.teal,
  body: 'woman',
  vneck: true,
  sleeve: 'short',
} satisfies Look;

/** Needle: a fine line with a small handle, base at (x, y) pointing along angle deg from vertical. */
export function needle(x: number, y: number, l: number, deg = 0): string {
  const v: Pt = [Math.sin(rad(deg)), -Math.cos(rad(deg))];
  const top = add([x, y], mul(v, l));
  const h1 = add([x, y], mul(v, l * 0.62));
  return (
    sp([[x, y], top], tint(P.ink, 0.35), 1.8) +
    sp([h1, top], P.amber, 4.5) +
    circle(x, y, 2.6, P.coral, { opacity: 0.6 })
  );
}

/** Back of a right hand seen from above, fingers up; wrist near (0, 50), forearm and sleeve below. */
export function handTop(skin: Color, sleeve: Color | null, arm = 260): string {
  const nail = tint(skin, 0.45);
  const crease = shade(skin, 0.18);
  const fing = (x: number, y: number, w: number, l: number, a: number) =>
    g(
      { transform: `rotate(${a} ${x} ${y})` },
      rect(x - w / 2, y - l, w, l + 20, skin, w / 2),
      rect(x - w * 0.3, y - l + 4, w * 0.6, w * 0.55, nail, w * 0.25),
      sd(`M${x - w * 0.25} ${y - l * 0.45}h${w * 0.5}`, crease, 2.2),
    );
  return [
    rect(-62, 40, 124, arm, skin, 56),
    sleeve
      ? rect(-70, 130, 140, arm - 60, sleeve, 26) + rect(-70, 130, 140, 18, shade(sleeve, 0.2), 9)
      : '',
    fing(-48, -96, 30, 84, -12),
    fing(-16, -106, 32, 100, -4),
    fing(16, -104, 31, 96, 3),
    fing(44, -92, 28, 76, 11),
    path('M-66 60Q-72 -20 -64 -96Q-30 -112 20 -110Q60 -104 66 -90Q74 -20 62 60Z', skin),
    path('M-58 20Q-100 -4 -118 -52Q-126 -76 -106 -80Q-90 -80 -80 -58Q-68 -34 -44 -24Z', skin),
    rect(-118, -84, 22, 18, nail, 8, { transform: 'rotate(-30 -108 -76)' }),
    sd('M-40 -86Q-34 -80 -24 -84M-2 -92Q4 -86 12 -90M28 -86Q34 -80 42 -84', crease, 2.2),
  ].join('');
}

/** Patient lying face-down on a table, head to the right. Returns { svg, p }. */
/** Options of pronePatient(): head x, table top y, and the patient's look. */
type ProneOpts = Pick<Look, 'skin' | 'hair' | 'hairStyle' | 'top' | 'body' | 'pants'> & {
  hx: number;
  tableY: number;
  s?: number;
  /** Bare back under a drape (no sleeves). */
  drape?: boolean;
};

function pronePatient(o: ProneOpts): Figure {
  const {
    hx,
    tableY,
    s = 1.5,
    skin = SKIN[2],
    hair = HAIR.black,
    hairStyle = 'short',
    top = P.sage,
    drape = false,
    body = 'man',
  } = o;
  const B = BODY[body];
  const y = tableY - (B.hipD / 2) * s + 1;
  const p = person({
    view: 'side',
    dir: 1,
    x: hx,
    y,
    s,
    torso: 90,
    head: 4,
    skin,
    hair,
    hairStyle,
    body,
    top,
    sleeve: drape ? 'none' : 'short',
    pants: o.pants ?? P.ink,
    arms: [{ a: [-96, -92] }, { a: [-98, -94] }],
    legs: [{ a: [-90, -90] }, { a: [-92, -92] }],
    feet: [-25, -25],
    face: { eyes: 'closed', mouth: 'flat' },
  });
  return p;
}

export const scenes: Record<string, Scene> = {
  'chiropractic-adjustment'() {
    const floor = 530;
    const tableY = 405;
    const out = [bd({ cy: 300, rx: 340, ry: 235, seed: 5 })];
    out.push(pr.windowFrame(590, 70, 150, 130, { sun: true }));
    out.push(pr.plant(90, floor, 1.05));
    const pat = pronePatient({
      hx: 350,
      tableY,
      s: 1.5,
      top: P.sage,
      skin: SKIN[2],
      hair: HAIR.black,
    });
    const hy = standY(floor, 1.5);
    const doc = person({
      ...DOC,
      view: 'side',
      dir: 1,
      x: 300,
      y: hy,
      s: 1.5,
      torso: 46,
      head: 20,
      splitArms: true,
      face: { mouth: 'smile' },
      legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [
        { to: [452, 352], bend: 1 },
        { to: [462, 348], bend: 1 },
      ],
    });
    out.push(doc.svg);
    out.push(pr.table(190, pat.head[0] - 4, tableY, floor));
    out.push(pat.svg, doc.arms);
    out.push(sparkle(470, 300, 11), sparkle(420, 290, 7, P.teal));
    return out;
  },

  'acupuncture-session'() {
    const tableY = 390;
    const floor = 530;
    const out = [bd({ cy: 300, rx: 345, ry: 235, seed: 8 })];
    out.push(pr.plant(700, floor, 1.1));
    const skin = SKIN[1];
    const p = pronePatient({
      hx: 330,
      tableY,
      s: 1.7,
      skin,
      top: skin,
      hair: HAIR.auburn,
      hairStyle: 'bun',
      body: 'woman',
      drape: true,
      pants: P.sky,
    });
    out.push(pr.table(150, p.head[0] - 4, tableY, floor, { pad: P.sage }));
    out.push(p.svg);
    // drape sheet over hips and legs
    const [hx, hy] = p.H;
    out.push(
      path(
        `M${f(hx + 26)} ${f(hy - 34)}Q${f(hx - 60)} ${f(hy - 44)} ${f(hx - 190)} ${f(hy - 20)}L${f(hx - 200)} ${f(tableY + 16)}L${f(hx + 32)} ${f(tableY + 16)}Z`,
        P.sky,
      ),
    );
    out.push(
      sd(
        `M${f(hx - 20)} ${f(hy - 22)}Q${f(hx - 90)} ${f(hy - 12)} ${f(hx - 150)} ${f(tableY + 4)}`,
        tint(P.ink, 0.7),
        2.5,
      ),
    );
    // needles along the upper back and shoulders
    const top = hy - 29;
    (
      [
        [372, 40, -8],
        [398, 46, -4],
        [424, 40, 0],
        [450, 46, 3],
        [474, 40, 6],
      ] as const
    ).forEach(([x, l, a]) => out.push(needle(x, top - (x - hx) * 0.015, l, a)));
    out.push(needle(500, top + 2, 38, 18), needle(490, top + 12, 30, 40));
    // needle tray on a stand
    out.push(rect(40, 300, 130, 16, tint(P.ink, 0.6), 6), rect(52, 284, 106, 18, P.white, 5));
    for (let i = 0; i < 5; i++)
      out.push(
        sp(
          [
            [66 + i * 18, 296],
            [78 + i * 18, 288],
          ],
          P.amber,
          3,
        ),
      );
    out.push(
      rect(100, 316, 10, floor - 316, tint(P.ink, 0.6), 3),
      rect(76, floor - 8, 58, 9, tint(P.ink, 0.5), 4),
    );
    out.push(sparkle(420, 250, 11), sparkle(560, 290, 8, P.teal));
    return out;
  },

  'auto-injury'() {
    const out = [bd({ cy: 320, rx: 340, ry: 220, seed: 11 })];
    out.push(rect(40, FLOOR - 6, 720, 14, tint(P.ink, 0.85), 7));
    out.push(pr.car(300, FLOOR, 1.35, { c: P.sky, dent: true }));
    const skin = SKIN[3];
    const hy = standY(FLOOR, 1.45);
    const p = person({
      view: 'front',
      x: 640,
      y: hy,
      s: 1.45,
      skin,
      hair: HAIR.black,
      hairStyle: 'buzz',
      top: P.amber,
      pants: P.ink,
      face: { eyes: 'pain', mouth: 'frown' },
      arms: [{ a: [8, 4] }, { to: [660, hy - 112], bend: 1 }],
    });
    out.push(glow(664, hy - 110, 40), p.svg);
    return out;
  },

  'golf-swing'() {
    const out = [rect(0, 0, W, H, P.cream, 28)];
    out.push(path('M0 330Q200 300 420 318T800 300V600H0Z', tint(P.sage, 0.45)));
    out.push(path('M0 380Q260 340 520 360T800 350V600H0Z', tint(P.sage, 0.2)));
    out.push(path('M140 600L300 372Q420 362 520 372L700 600Z', tint(P.sage, 0.32)));
    out.push(
      pr.tree(90, 350, 0.75),
      pr.tree(170, 340, 0.6),
      pr.tree(720, 330, 0.7),
      pr.tree(640, 345, 0.45),
    );
    out.push(pr.flag(300, 378, 0.8));
    out.push(pr.sun(600, 120, 34));
    const s = 1.5;
    const x = 470;
    const hy = standY(560, s) + 6;
    const hands: Pt = [x + 70, hy - 196];
    const p = person({
      view: 'back',
      x,
      y: hy,
      s,
      torso: 4,
      skin: SKIN[0],
      hair: HAIR.auburn,
      hairStyle: 'short',
      top: P.coral,
      pants: P.ink,
      armFront: [false, true],
      arms: [
        { to: [hands[0] - 6, hands[1] + 6], bend: 1 },
        { to: hands, bend: -1 },
      ],
      legs: [{ a: [8, 2] }, { a: [9, 3] }],
    });
    out.push(shadow(x, 562, 90, 9), p.svg);
    // club: shaft from the hands across behind the head toward the target
    out.push(
      sp([hands, [x - 150, hands[1] - 26]], P.ink, 5),
      path(`M${x - 150} ${hands[1] - 26}l-22 -4q-8 8 2 14l22 -2z`, tint(P.ink, 0.3)),
    );
    out.push(circle(hands[0], hands[1], 11, SKIN[0]));
    out.push(
      circle(x - 50, 562, 7, P.white),
      sp(
        [
          [x - 50, 568],
          [x - 50, 574],
        ],
        P.white,
        3,
      ),
    );
    return out;
  },

  'spine-model'() {
    const out = [bd({ rx: 300, ry: 250, seed: 13 })];
    out.push(rect(330, 540, 140, 16, P.ink, 8), rect(394, 500, 12, 44, tint(P.ink, 0.4), 4));
    out.push(pr.spineSide(390, 40, 480, { dir: 1, disc: P.teal, wide: 1.5 }));
    out.push(
      sparkle(250, 140, 14),
      sparkle(590, 450, 10, P.teal),
      dots(
        [
          [230, 420, 6],
          [600, 130, 5],
        ],
        P.sage,
      ),
    );
    return out;
  },

  consultation() {
    const out = [bd({ cy: 290, rx: 330, ry: 230, seed: 17 })];
    out.push(pr.windowFrame(300, 70, 200, 150, { sun: true }));
    const seatY = 420;
    out.push(pr.chair(180, seatY, FLOOR, 1, { seat: shade(P.sage, 0.1) }));
    out.push(pr.chair(620, seatY, FLOOR, -1, { seat: shade(P.teal, 0.1) }));
    const pat = person({
      view: 'side',
      dir: 1,
      x: 186,
      y: seatY - 14,
      s: 1.3,
      torso: 6,
      skin: SKIN[2],
      hair: HAIR.dark,
      hairStyle: 'long',
      body: 'woman',
      top: P.amber,
      pants: P.ink,
      legs: [{ a: [88, 2] }, { a: [84, -2] }],
      arms: [{ a: [20, 70] }, { to: [318, 388], bend: 1 }],
    });
    const doc = person({
      ...DOC,
      view: 'side',
      dir: -1,
      x: 614,
      y: seatY - 14,
      s: 1.3,
      torso: 4,
      legs: [{ a: [88, 2] }, { a: [84, -2] }],
      arms: [
        { to: [520, 318], bend: -1 },
        { to: [500, 340], bend: -1 },
      ],
    });
    out.push(pat.svg, doc.svg);
    // desk in front of legs
    out.push(pr.desk(300, 500, 392, FLOOR, { front: true }));
    out.push(pr.clipboard(478, 270, 54, 74, { angle: -18, rows: 4 }));
    out.push(circle(509, 338, 9, DOC.skin));
    out.push(pr.mug(350, 392, 0.45, { steam: false, c: P.teal }));
    // speech bubbles (no words)
    out.push(
      path(
        'M230 150h90q16 0 16 16v30q0 16 -16 16h-56l-18 18v-18h-16q-16 0 -16 -16v-30q0 -16 16 -16z',
        P.white,
      ),
      dots(
        [
          [254, 181, 5],
          [275, 181, 5],
          [296, 181, 5],
        ],
        P.teal,
      ),
    );
    out.push(
      path(
        'M580 130h70q16 0 16 16v26q0 16 -16 16h-10v16l-16 -16h-44q-16 0 -16 -16v-26q0 -16 16 -16z',
        P.teal,
      ),
      sd('M596 158l10 10l20 -20', P.white, 5),
    );
    return out;
  },

  'xray-review'() {
    const out = [bd({ cx: 420, cy: 300, rx: 340, ry: 230, seed: 19 })];
    out.push(pr.lightbox(110, 80, 260, 360));
    const hy = standY(FLOOR, 1.5);
    const doc = person({
      ...DOC,
      view: 'side',
      dir: -1,
      x: 500,
      y: hy,
      s: 1.5,
      torso: -2,
      head: -4,
      arms: [
        { to: [470, hy - 20], bend: -1 },
        { to: [384, 232], bend: -1 },
      ],
    });
    out.push(shadow(500, FLOOR, 70), doc.svg);
    // pointer finger
    out.push(
      sp(
        [
          [384, 230],
          [360, 224],
        ],
        DOC.skin,
        6,
      ),
    );
    out.push(glow(238, 352, 24, P.amber));
    out.push(pr.plant(720, FLOOR, 0.95));
    return out;
  },

  'treatment-plan'() {
    const out = [bd({ rx: 330, ry: 230, seed: 23 })];
    out.push(pr.calendar(90, 120, 360, 330, { checked: [1, 3, 5, 8, 10, 12, 15], sel: 17 }));
    out.push(
      pr.clipboard(480, 150, 230, 320, {
        rows: 5,
        checks: [true, true, true, false, false],
        angle: 6,
      }),
    );
    // pen
    out.push(
      g(
        { transform: 'rotate(35 700 470)' },
        rect(690, 380, 16, 120, P.teal, 8),
        path('M690 500h16l-8 20z', P.sand),
        rect(690, 380, 16, 18, P.ink, 6),
      ),
    );
    out.push(sparkle(470, 110, 12), sparkle(90, 480, 9, P.teal));
    return out;
  },

  'back-pain'() {
    const out = [bd({ rx: 300, ry: 240, seed: 29 })];
    const s = 1.85;
    const hy = standY(550, s) + 4;
    const x = 430;
    const lean = 16;
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
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'short',
      top: P.sky,
      pants: P.ink,
      body: 'man',
      face: { eyes: 'pain', mouth: 'frown' },
      splitArms: true,
      arms: [
        { to: [x + 62, hy + 36], bend: 1 },
        { to: add(lum, [6, 22]), bend: 1 },
      ],
      legs: [{ a: [-4, 0] }, { a: [6, 0] }],
    });
    out.push(shadow(x + 10, 550, 90), p.svg);
    out.push(glow(lum[0], lum[1], 58));
    out.push(p.arms);
    out.push(rays(lum[0], lum[1], 74, 98, 5, P.coral, 6, 210, 110));
    return out;
  },

  'disc-injury'() {
    const out = [bd({ rx: 320, ry: 250, seed: 31 })];
    const arch = mix(P.sand, P.ink, 0.12);
    const vert = (cy: number) =>
      g(
        { transform: `translate(470 ${cy})` },
        path(
          'M-80 -36L-118 -40L-130 -64L-110 -70L-100 -46L-150 -30Q-226 -6 -248 22Q-254 38 -238 38L-150 30L-132 60L-112 56L-118 30L-80 20Z',
          arch,
        ),
        path(
          'M-72 -60Q0 -68 72 -60Q84 -58 84 -46Q76 0 84 46Q84 58 72 60Q0 66 -72 60Q-84 58 -84 46Q-78 0 -84 -46Q-84 -58 -72 -60Z',
          P.white,
        ),
        path('M-60 -46Q0 -52 60 -46Q68 0 60 46Q0 52 -60 46Q-66 0 -60 -46Z', tint(P.sand, 0.55)),
      );
    // spinal cord behind the arches
    out.push(sd('M350 40L350 560', tint(P.amber, 0.4), 30), sd('M350 40L350 560', P.amber, 14));
    out.push(vert(172), vert(428));
    // disc
    out.push(
      path('M386 240Q470 230 554 240Q566 300 554 360Q470 370 386 360Q372 300 386 240Z', P.teal),
    );
    out.push(ellipse(480, 300, 52, 30, P.sage));
    // nerve root leaving at the disc level
    out.push(sd('M350 290Q300 320 282 380Q270 440 290 560', P.amber, 10));
    // posterior bulge pressing on the nerve
    out.push(path('M392 248Q344 252 334 300Q344 348 392 352Z', P.coral));
    out.push(glow(340, 304, 44));
    out.push(
      sd('M306 250Q290 300 306 350', P.coral, 5),
      sd('M286 236Q264 300 286 364', P.coral, 4, { opacity: 0.6 }),
    );
    return out;
  },

  headache() {
    const out = [bd({ rx: 300, ry: 250, seed: 37 })];
    const s = 3.1;
    const x = 400;
    const hy = 650;
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      skin: SKIN[3],
      hair: HAIR.dark,
      hairStyle: 'curly',
      body: 'woman',
      top: P.sage,
      face: { eyes: 'pain', mouth: 'frown' },
      armFront: [false, true],
      dims: { torso: 66 },
      arms: [{ a: [6, 0] }, { to: [x + 66, hy - 66 * s - 26 * s], bend: 1 }],
    });
    const hd = p.head;
    out.push(p.svg);
    out.push(glow(hd[0] + 60, hd[1] - 20, 26));
    out.push(rays(hd[0], hd[1] - 10, 112, 146, 9, P.coral, 8, -70, 140));
    return out;
  },

  'migraine-triggers'() {
    const out = [bd({ rx: 330, ry: 250, seed: 41 })];
    // glowing screen
    out.push(circle(240, 200, 120, P.sky, { opacity: 0.6 }));
    out.push(rays(240, 190, 118, 140, 12, P.amber, 5));
    out.push(pr.monitor(240, 300, 190, 130, { screen: tint(P.sky, 0.3) }));
    out.push(
      rect(175, 150, 90, 12, P.white, 6),
      rect(175, 172, 120, 12, P.white, 6),
      rect(175, 194, 70, 12, P.white, 6),
    );
    // clock
    out.push(pr.clock(560, 190, 92, { h: 2, m: 50 }));
    // coffee
    out.push(pr.mug(240, 530, 1.35, { c: P.coral }));
    // night: moon and stars
    out.push(circle(565, 430, 100, P.ink));
    out.push(
      pr.crescent(550, 440, 54, P.amber),
      sparkle(610, 380, 12, P.white),
      sparkle(630, 470, 8, P.white),
      sparkle(520, 365, 6, P.white),
    );
    return out;
  },

  'neck-pain'() {
    const out = [bd({ rx: 300, ry: 250, seed: 43 })];
    const s = 2.6;
    const x = 390;
    const hy = 540;
    const skin = SKIN[1];
    const N: Pt = [x, hy - 72 * s];
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      skin,
      hair: HAIR.dark,
      hairStyle: 'bun',
      body: 'woman',
      top: P.coral,
      dims: { neck: 13, torso: 72 },
      head: 4,
      face: { eyes: 'pain', mouth: 'frown' },
      arms: [{ to: [N[0] - 24, N[1] - 22], bend: -1 }, { a: [4, 6] }],
    });
    out.push(glow(N[0] - 6, N[1] - 22, 62));
    out.push(p.svg);
    for (let i = 0; i < 5; i++)
      out.push(rect(N[0] - 17, N[1] - 50 + i * 11, 18, 8, i === 3 ? P.coral : P.white, 3.5));
    out.push(rays(N[0] - 6, N[1] - 22, 84, 108, 5, P.coral, 6, 220, 100));
    return out;
  },

  'tech-neck'() {
    const out = [bd({ rx: 310, ry: 240, seed: 47 })];
    const seatY = 400;
    const floor = 540;
    out.push(
      shadow(380, floor, 170),
      rect(220, seatY, 300, 24, P.sage, 12),
      rect(236, seatY + 24, 16, floor - seatY - 24, tint(P.ink, 0.5), 4),
      rect(488, seatY + 24, 16, floor - seatY - 24, tint(P.ink, 0.5), 4),
    );
    const s = 1.8;
    const x = 320;
    const hy = seatY - 24;
    const lean = 28;
    const tv: Pt = [Math.sin(rad(lean)), -Math.cos(rad(lean))];
    const N = add([x, hy], mul(tv, 80 * s));
    const ph: Pt = [x + 150, hy - 56];
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: lean,
      head: 42,
      skin: SKIN[2],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.teal,
      pants: P.ink,
      legs: [{ a: [84, 4] }, { a: [80, 0] }],
      splitArms: true,
      arms: [
        { to: [ph[0] - 4, ph[1] + 8], bend: 1 },
        { to: [ph[0] - 2, ph[1] + 12], bend: 1 },
      ],
    });
    out.push(glow(N[0] + 2, N[1] - 8, 48));
    out.push(p.svg, p.arms);
    out.push(pr.phone(ph[0] + 6, ph[1] - 8, 34, { angle: -62, screen: tint(P.sky, 0.2) }));
    out.push(circle(ph[0] - 4, ph[1] + 10, 15, SKIN[2]));
    out.push(
      sd(
        `M${f(N[0] - 60)} ${f(N[1] - 150)}Q${f(N[0] + 40)} ${f(N[1] - 190)} ${f(N[0] + 100)} ${f(N[1] - 120)}`,
        P.coral,
        5,
        { 'stroke-dasharray': '2 12' },
      ),
    );
    out.push(
      arrow(
        [N[0] + 80, N[1] - 144],
        [N[0] + 100, N[1] - 124],
        [N[0] + 108, N[1] - 100],
        P.coral,
        5,
        16,
      ),
    );
    return out;
  },

  sciatica() {
    const out = [bd({ rx: 280, ry: 260, seed: 53 })];
    const s = 1.9;
    const x = 400;
    const hy = standY(570, s);
    const skin = SKIN[1];
    const p = person({
      view: 'back',
      x,
      y: hy,
      s,
      skin,
      hair: HAIR.black,
      hairStyle: 'short',
      top: P.sage,
      legwear: 'shorts',
      pants: P.ink,
      sleeve: 'short',
      arms: [{ to: [x - 30, hy - 30], bend: 1 }, { a: [10, 6] }],
      armFront: [true, false],
      legs: [{ a: [4, 0] }, { a: [4, 0] }],
    });
    out.push(shadow(x, 572, 80), p.svg);
    // sciatic nerve: lower back, buttock, back of thigh, calf, foot
    const k = p.knees[0];
    const ft = p.feet[0];
    const hp: Pt = [x - 18, hy - 36];
    const d = smooth([
      [x - 2, hy - 60],
      hp,
      [x - 26, hy + 20],
      lerp([x - 26, hy + 20], k, 0.55),
      k,
      lerp(k, ft, 0.5),
      [ft[0] + 2, ft[1] - 6],
    ]);
    out.push(sd(d, P.coral, 16, { opacity: 0.35 }), sd(d, P.amber, 6));
    out.push(
      sd(
        smooth([lerp(k, ft, 0.2), [k[0] - 10, lerp(k, ft, 0.55)[1]], [ft[0] - 8, ft[1] - 4]]),
        P.amber,
        3.5,
      ),
    );
    out.push(glow(hp[0], hp[1] + 6, 34));
    return out;
  },

  scoliosis() {
    const out = [bd({ rx: 290, ry: 250, seed: 59 })];
    const s = 2.3;
    const x = 400;
    const hy = 480;
    const skin = SKIN[2];
    const p = person({
      view: 'back',
      x,
      y: hy,
      s,
      torso: 0,
      skin,
      hair: HAIR.dark,
      hairStyle: 'bun',
      body: 'woman',
      top: skin,
      sleeve: 'none',
      pants: P.teal,
      arms: [{ a: [10, 4] }, { a: [8, 4] }],
      dims: { torso: 84 },
    });
    out.push(p.svg);
    const top = p.N[1] + 4;
    // shoulder blades
    out.push(
      sd(
        `M${x - 58} ${top + 40}Q${x - 70} ${top + 80} ${x - 40} ${top + 100}`,
        shade(skin, 0.2),
        4,
      ),
      sd(
        `M${x + 58} ${top + 46}Q${x + 70} ${top + 86} ${x + 40} ${top + 104}`,
        shade(skin, 0.2),
        4,
      ),
    );
    out.push(pr.spineBack(x, top - 6, hy - top - 10, { lat: 26, pelvis: false, disc: P.teal }));
    out.push(
      sd(`M${x} ${top - 20}L${x} ${hy + 10}`, P.white, 3, {
        'stroke-dasharray': '6 10',
        opacity: 0.9,
      }),
    );
    return out;
  },

  'scoliosis-screening'() {
    const out = [bd({ rx: 320, ry: 240, seed: 61 })];
    const cs = 1.7;
    const cx = 470;
    const chy = standY(FLOOR, cs, 'child');
    const ca = 86;
    const ctv: Pt = [Math.sin(rad(ca)), -Math.cos(rad(ca))];
    const cfv: Pt = [Math.cos(rad(ca)), Math.sin(rad(ca))];
    const child = person({
      view: 'side',
      dir: 1,
      x: cx,
      y: chy,
      s: cs,
      body: 'child',
      torso: ca,
      head: 8,
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'kid',
      top: P.amber,
      pants: P.sky,
      legwear: 'shorts',
      arms: [{ a: [-2, 0] }, { a: [2, 2] }],
      face: { mouth: 'smile' },
    });
    const back = add(add([cx, chy], mul(ctv, 30 * cs)), mul(cfv, -13 * cs));
    const ns = 1.5;
    const nurse = person({
      ...NURSE,
      view: 'side',
      dir: 1,
      x: 350,
      y: standY(FLOOR, ns, 'woman'),
      s: ns,
      torso: 18,
      head: 24,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'bun',
      splitArms: true,
      arms: [
        { to: add(back, [34, 0]), bend: 1 },
        { to: add(back, [-4, 2]), bend: 1 },
      ],
      legs: [{ a: [-6, 0] }, { a: [6, 0] }],
    });
    out.push(shadow(420, FLOOR, 170));
    out.push(nurse.svg, child.svg, nurse.arms);
    out.push(
      sd(
        `M${f(back[0] - 30)} ${f(back[1] - 18)}L${f(back[0] + 90)} ${f(back[1] - 18)}`,
        P.teal,
        3,
        { 'stroke-dasharray': '6 8' },
      ),
    );
    out.push(sparkle(600, 250, 10), pr.plant(700, FLOOR, 0.9));
    return out;
  },

  whiplash() {
    const out = [bd({ rx: 300, ry: 250, seed: 67 })];
    const s = 3.5;
    const x = 390;
    const hy = 690;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'short',
      top: P.sky,
      dims: { neck: 14 },
      arms: [{ a: [0, 0] }, { a: [6, 6] }],
      face: { mouth: 'flat' },
    });
    const N = p.N;
    const pivot = add(N, [4, -4]);
    const rel = sub(p.head, pivot);
    // the head thrown back, then forward: flat tinted silhouettes
    const ghost = (c: Color) =>
      (p.neckSvg + p.headSvg)
        .replace(/<use href="#f[^"]*"\/>/g, '')
        .replace(/(fill|stroke)="#[0-9a-f]{6}"/g, `$1="${c}"`);
    out.push(
      g(
        { opacity: 0.55, transform: `rotate(-38 ${f(pivot[0])} ${f(pivot[1])})` },
        ghost(tint(P.teal, 0.45)),
      ),
    );
    out.push(
      g(
        { opacity: 0.55, transform: `rotate(40 ${f(pivot[0])} ${f(pivot[1])})` },
        ghost(tint(P.coral, 0.35)),
      ),
    );
    out.push(p.svg);
    for (let i = 0; i < 4; i++) out.push(rect(N[0] - 12, N[1] - 46 + i * 13, 22, 9, P.white, 4));
    out.push(glow(N[0] + 2, N[1] - 22, 38));
    out.push(
      arrow(
        add(pivot, mul(rot(rel, 16), 1.75)),
        add(pivot, mul(rot(rel, 46), 1.95)),
        add(pivot, mul(rot(rel, 70), 1.6)),
        P.coral,
        10,
        24,
      ),
    );
    out.push(
      arrow(
        add(pivot, mul(rot(rel, -14), 1.75)),
        add(pivot, mul(rot(rel, -44), 1.95)),
        add(pivot, mul(rot(rel, -68), 1.6)),
        P.teal,
        10,
        24,
      ),
    );
    return out;
  },

  'work-injury'() {
    const out = [bd({ rx: 320, ry: 240, seed: 71 })];
    // shelves in the background
    out.push(
      rect(520, 150, 200, 12, tint(P.ink, 0.5), 4),
      rect(520, 270, 200, 12, tint(P.ink, 0.5), 4),
      rect(526, 150, 10, 370, tint(P.ink, 0.5)),
      rect(704, 150, 10, 370, tint(P.ink, 0.5)),
    );
    out.push(
      pr.box(540, 94, 70, 56),
      pr.box(620, 108, 60, 42),
      pr.box(560, 212, 90, 58),
      pr.box(600, 440, 90, 80),
    );
    const s = 1.5;
    const x = 300;
    const hy = FLOOR - 150;
    const boxX = 390;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 42,
      head: -10,
      skin: SKIN[2],
      hair: HAIR.black,
      hairStyle: 'short',
      hat: 'hardhat',
      top: P.sky,
      apron: true,
      pants: shade(P.teal, 0.3),
      legs: [
        { to: [x + 20, FLOOR - 10], bend: -1 },
        { to: [x + 46, FLOOR - 10], bend: -1 },
      ],
      splitArms: true,
      arms: [
        { to: [boxX + 6, FLOOR - 98], bend: 1 },
        { to: [boxX + 10, FLOOR - 92], bend: 1 },
      ],
    });
    out.push(shadow(360, FLOOR, 120), p.svg);
    out.push(pr.box(boxX - 40, FLOOR - 120, 130, 120));
    out.push(p.arms);
    const lb = add(add(p.H, mul(p.tv, 30 * s)), mul(p.fv, -17 * s));
    out.push(glow(lb[0], lb[1], 34));
    return out;
  },

  'desk-ergonomics'() {
    const out = [bd({ rx: 320, ry: 240, seed: 73 })];
    const seatY = 390;
    out.push(pr.chair(250, seatY, FLOOR, 1));
    const s = 1.45;
    const x = 256;
    const hy = seatY - 16;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: -2,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'long',
      body: 'woman',
      top: P.amber,
      pants: P.ink,
      legs: [{ a: [90, 0] }, { a: [86, 2] }],
      face: { mouth: 'smile' },
      arms: [
        { to: [420, 348], bend: 1 },
        { to: [426, 352], bend: 1 },
      ],
    });
    out.push(p.svg);
    out.push(pr.desk(360, 640, 360, FLOOR));
    out.push(rect(400, 350, 90, 10, P.ink, 4));
    out.push(circle(420, 346, 10, SKIN[3]));
    // monitor at eye level on a stand
    const eye: Pt = [p.head[0] + 12 * s, p.head[1] - 1 * s];
    out.push(rect(540, 300, 80, 60, mix(P.sand, P.ink, 0.3), 6));
    out.push(pr.monitorSide(580, 300, 120, -1));
    out.push(
      sd(`M${f(eye[0] + 10)} ${f(eye[1])}L562 ${f(eye[1])}`, P.teal, 3, {
        'stroke-dasharray': '6 8',
      }),
    );
    // right-angle cues
    out.push(
      path(
        `M${f(p.knees[1][0] - 24)} ${f(p.knees[1][1])}L${f(p.knees[1][0] - 24)} ${f(p.knees[1][1] + 24)}L${f(p.knees[1][0])} ${f(p.knees[1][1] + 24)}`,
        'none',
        { stroke: P.teal, 'stroke-width': 3, class: 'l' },
      ),
    );
    out.push(circle(680, 150, 34, P.teal), sd('M664 150l11 11l22 -22', P.white, 7));
    return out;
  },

  'arm-leg-pain'() {
    const out = [bd({ rx: 280, ry: 260, seed: 79 })];
    const s = 1.95;
    const x = 400;
    const hy = standY(575, s);
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      skin: SKIN[0],
      hair: HAIR.auburn,
      hairStyle: 'ponytail',
      body: 'woman',
      top: tint(P.sage, 0.25),
      sleeve: 'none',
      legwear: 'shorts',
      pants: P.teal,
      arms: [{ a: [14, 8] }, { a: [10, 4] }],
      legs: [{ a: [4, 0] }, { a: [4, 0] }],
    });
    out.push(shadow(x, 577, 80), p.svg);
    const [s0, e0, h0] = [p.shoulders[0], p.elbows[0], p.hands[0]];
    const arm = smooth([[x - 10, p.N[1] - 4], s0, e0, h0]);
    out.push(sd(arm, P.coral, 14, { opacity: 0.35 }), sd(arm, P.amber, 5));
    const k = p.knees[1];
    const ft = p.feet[1];
    const leg = smooth([[x + 4, hy - 30], [x + 20, hy + 6], k, ft]);
    out.push(sd(leg, P.coral, 16, { opacity: 0.35 }), sd(leg, P.amber, 5.5));
    out.push(glow(e0[0], e0[1], 26), glow(k[0], k[1], 28));
    return out;
  },

  'carpal-tunnel'() {
    const out = [bd({ rx: 330, ry: 240, seed: 83 })];
    const kb = [];
    kb.push(
      rect(-300, -120, 600, 240, tint(P.ink, 0.15), 24),
      rect(-286, -106, 572, 212, tint(P.ink, 0.3), 16),
    );
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 11; c++)
        kb.push(rect(-270 + c * 49 + (r % 2) * 14, -92 + r * 48, 40, 40, P.white, 8));
    kb.push(rect(-150, 96 - 4, 300, 0, P.white));
    out.push(g({ transform: 'translate(380 230) rotate(-6)' }, kb));
    const hand = g(
      { transform: 'translate(500 420) rotate(-24)' },
      handTop(SKIN[1], P.teal),
      sd('M0 300L0 40Q-2 10 -6 -10', tint(P.amber, 0.5), 14),
      sd('M0 300L0 40Q-2 10 -6 -10', P.amber, 6),
      sd(
        'M-6 -6Q-50 -16 -96 -60M-6 -8Q-36 -60 -46 -150M-4 -10Q-14 -80 -18 -172M-2 -10Q10 -80 14 -166',
        P.amber,
        4.5,
      ),
    );
    out.push(hand);
    out.push(glow(498, 418, 40));
    return out;
  },

  'shoulder-pain'() {
    const out = [bd({ rx: 300, ry: 250, seed: 89 })];
    const s = 2.6;
    const x = 400;
    const hy = 575;
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      skin: SKIN[2],
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: true,
      top: P.teal,
      body: 'man',
      face: { eyes: 'pain', mouth: 'frown' },
      armFront: [false, true],
      dims: { torso: 70 },
      arms: [{ a: [8, 2] }, { to: [x - 66, hy - 70 * s + 22], bend: -1 }],
    });
    const sh: Pt = [x - 64, hy - 70 * s + 12];
    out.push(p.svg);
    out.push(glow(sh[0] - 10, sh[1], 48));
    out.push(circle(p.hands[1][0], p.hands[1][1], 8.5 * s, SKIN[2]));
    out.push(rays(sh[0] - 10, sh[1], 70, 94, 6, P.coral, 7, 240, 120));
    return out;
  },

  'kids-chiropractic'() {
    const out = [bd({ rx: 330, ry: 240, seed: 97 })];
    const tableY = 360;
    out.push(pr.table(150, 470, tableY, FLOOR, { cradle: 'left' }));
    const cs = 1.55;
    const cx = 330;
    const child = person({
      view: 'front',
      x: cx,
      y: tableY - 4,
      s: cs,
      body: 'child',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.amber,
      pants: P.sky,
      dims: { thigh: 8 },
      legs: [{ a: [6, 4] }, { a: [-2, -6] }],
      arms: [
        { to: [cx - 44, tableY + 4], bend: 1 },
        { to: [cx + 44, tableY + 4], bend: -1 },
      ],
      face: { mouth: 'grin' },
    });
    out.push(child.svg);
    const ps = 1.5;
    const px = 510;
    const parent = person({
      view: 'front',
      x: px,
      y: standY(FLOOR, ps, 'woman'),
      s: ps,
      body: 'woman',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.coral,
      pants: P.ink,
      armFront: [true, false],
      arms: [{ to: [cx + 44, child.N[1] + 20], bend: 1 }, { a: [8, 4] }],
      face: { mouth: 'smile' },
    });
    out.push(shadow(px, FLOOR, 60), parent.svg);
    out.push(pr.plant(700, FLOOR, 0.85), sparkle(250, 170, 12), sparkle(460, 140, 8, P.teal));
    return out;
  },

  pregnancy() {
    const out = [bd({ rx: 320, ry: 240, seed: 101 })];
    // armchair
    const c = P.sage;
    out.push(shadow(390, FLOOR, 190));
    out.push(rect(210, 190, 90, 280, shade(c, 0.12), 40));
    out.push(rect(220, 400, 340, 90, shade(c, 0.05), 30));
    out.push(
      rect(246, FLOOR - 34, 14, 34, mix(P.sand, P.ink, 0.4), 4),
      rect(520, FLOOR - 34, 14, 34, mix(P.sand, P.ink, 0.4), 4),
    );
    out.push(pr.pillow(292, 330, 150, 60, { angle: -82, c: P.white }));
    const s = 1.5;
    const x = 330;
    const hy = 396;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: -10,
      head: 8,
      pregnant: true,
      body: 'woman',
      skin: SKIN[1],
      hair: HAIR.dark,
      hairStyle: 'long',
      top: P.coral,
      pants: P.ink,
      legs: [{ a: [82, 0] }, { a: [78, -4] }],
      face: { mouth: 'smile', eyes: 'closed' },
      arms: [
        { to: [x + 56, hy - 60], bend: 1 },
        { to: [x + 64, hy - 44], bend: 1 },
      ],
    });
    out.push(p.svg);
    out.push(rect(520, 330, 70, 150, shade(c, 0.08), 30));
    out.push(
      sparkle(470, 200, 10),
      path('M520 220c-10 -16 -34 -6 -24 12l24 22l24 -22c10 -18 -14 -28 -24 -12z', P.coral),
    );
    return out;
  },

  wellness() {
    const out = [rect(0, 0, W, H, P.cream, 28)];
    out.push(
      circle(590, 250, 170, P.amber, { opacity: 0.12 }),
      pr.sun(590, 250, 60, { rays: false }),
    );
    out.push(
      path('M0 420Q180 360 400 400T800 380V600H0Z', tint(P.sage, 0.35)),
      path('M0 470Q260 430 520 460T800 450V600H0Z', tint(P.sage, 0.15)),
    );
    out.push(pr.tree(110, 440, 0.8), pr.bush(200, 450, 0.9, P.sage), pr.tree(720, 430, 0.6));
    const s = 1.7;
    const x = 380;
    const hy = standY(560, s, 'woman');
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      body: 'woman',
      skin: SKIN[2],
      hair: HAIR.dark,
      hairStyle: 'ponytail',
      top: P.teal,
      pants: P.ink,
      legwear: 'capri',
      sleeve: 'none',
      face: { eyes: 'closed', mouth: 'smile' },
      head: 0,
      arms: [
        { to: [x - 110, hy - 250], bend: -1 },
        { to: [x + 110, hy - 250], bend: 1 },
      ],
      legs: [{ a: [6, 2] }, { a: [6, 2] }],
    });
    out.push(shadow(x, 562, 70), p.svg);
    out.push(path('M0 540Q400 520 800 540V600H0Z', tint(P.sage, 0.05)));
    out.push(sparkle(270, 170, 12), sparkle(500, 120, 9, P.teal));
    return out;
  },

  vertigo() {
    const out = [bd({ rx: 300, ry: 250, seed: 103 })];
    const s = 1.7;
    const x = 420;
    const hy = standY(FLOOR + 20, s);
    // chair back to lean on
    out.push(pr.sideChair(260, 400, FLOOR + 20, -1));
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      torso: -6,
      head: -8,
      skin: SKIN[0],
      hair: GREY,
      hairStyle: 'bald',
      glasses: true,
      top: P.sky,
      pants: P.ink,
      face: { eyes: 'closed', mouth: 'frown' },
      armFront: [true, true],
      arms: [
        { to: [300, 312], bend: 1 },
        { to: [x + 12, hy - 170], bend: 1 },
      ],
      legs: [{ a: [10, 4] }, { a: [2, 0] }],
    });
    out.push(shadow(x, FLOOR + 20, 70), p.svg);
    const hd = p.head;
    for (const [dx, dy, r, c] of [
      [-60, -70, 26, P.teal],
      [70, -60, 20, P.coral],
      [0, -100, 16, P.amber],
    ] as const) {
      out.push(
        sd(
          `M${f(hd[0] + dx + r)} ${f(hd[1] + dy)}a${r} ${r} 0 1 0 ${f(-r * 0.4)} ${f(r * 0.85)}a${r * 0.6} ${r * 0.6} 0 1 1 ${f(r * 0.1)} ${f(-r * 0.9)}`,
          c,
          5,
        ),
      );
    }
    out.push(
      sd(
        `M${f(hd[0] - 70)} ${f(hd[1] - 20)}Q${f(hd[0])} ${f(hd[1] - 110)} ${f(hd[0] + 70)} ${f(hd[1] - 20)}`,
        P.teal,
        4,
        { 'stroke-dasharray': '8 10' },
      ),
    );
    return out;
  },

  'inner-ear'() {
    const out = [bd({ rx: 320, ry: 250, seed: 107 })];
    const c = P.teal;
    const inner = tint(P.teal, 0.55);
    // semicircular canals
    const loop = (cx: number, cy: number, rx: number, ry: number, a: number, col: Color) =>
      ellipse(cx, cy, rx, ry, 'none', {
        stroke: col,
        'stroke-width': 28,
        transform: `rotate(${a} ${cx} ${cy})`,
      }) +
      ellipse(cx, cy, rx, ry, 'none', {
        stroke: tint(col, 0.5),
        'stroke-width': 10,
        transform: `rotate(${a} ${cx} ${cy})`,
      });
    out.push(
      loop(330, 190, 70, 110, -28, c),
      loop(250, 260, 110, 62, 12, shade(P.sage, 0.1)),
      loop(400, 200, 62, 104, 34, c),
    );
    // vestibule
    out.push(ellipse(360, 330, 86, 62, c), ellipse(360, 330, 62, 42, inner));
    out.push(
      dots(
        [
          [340, 322, 6],
          [358, 336, 5],
          [374, 320, 6],
          [352, 346, 4],
        ],
        P.amber,
      ),
    );
    // cochlea spiral
    const spiral = (i: number): Pt => {
      const t = i / 60;
      const a = t * Math.PI * 4.6;
      const r = 96 * (1 - t * 0.82);
      return [540 + Math.cos(a + 2.6) * r, 390 + Math.sin(a + 2.6) * r * 0.9];
    };
    const pts: Pt[] = [];
    for (let i = 0; i <= 60; i++) pts.push(spiral(i));
    const start = spiral(0);
    out.push(
      sd(`M420 360Q450 360 ${f(start[0])} ${f(start[1])}`, P.sage, 34),
      sd(smooth(pts), P.sage, 34),
      sd(smooth(pts), tint(P.sage, 0.5), 12),
    );
    // nerve
    out.push(sd('M430 290Q520 250 620 240Q680 236 720 200', P.amber, 14));
    out.push(sparkle(150, 460, 12), sparkle(660, 120, 9, P.teal));
    return out;
  },

  'nervous-system'() {
    const out = [bd({ rx: 280, ry: 260, seed: 109 })];
    const s = 2.1;
    const x = 400;
    const hy = standY(585, s);
    const sil = tint(P.teal, 0.72);
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      skin: sil,
      top: sil,
      pants: sil,
      shoes: sil,
      bare: true,
      hairStyle: 'none',
      blank: true,
      sleeve: 'none',
      legwear: 'pants',
      arms: [{ a: [18, 10] }, { a: [18, 10] }],
      legs: [{ a: [5, 1] }, { a: [5, 1] }],
    });
    out.push(p.svg);
    const hd = p.head;
    const r = p.headR;
    // brain
    out.push(
      ellipse(hd[0], hd[1] - r * 0.12, r * 0.78, r * 0.66, P.coral),
      sd(
        `M${f(hd[0])} ${f(hd[1] - r * 0.7)}L${f(hd[0])} ${f(hd[1] + r * 0.4)}M${f(hd[0] - r * 0.5)} ${f(hd[1] - r * 0.3)}q${f(r * 0.2)} ${f(r * 0.2)} 0 ${f(r * 0.4)}M${f(hd[0] + r * 0.5)} ${f(hd[1] - r * 0.3)}q${f(-r * 0.2)} ${f(r * 0.2)} 0 ${f(r * 0.4)}`,
        shade(P.coral, 0.25),
        3,
      ),
    );
    // spinal cord
    const top: Pt = [x, hd[1] + r * 0.4];
    const bot: Pt = [x, hy - 10];
    out.push(sd(`M${pt(top)}L${pt(bot)}`, P.amber, 9));
    // nerves to arms and legs
    const nerve = (pts: readonly Pt[], w: number) => sd(smooth(pts), P.amber, w);
    for (const k of [0, 1] as const) {
      const sg = k ? 1 : -1;
      out.push(
        nerve(
          [[x, p.N[1] + 10], [x + sg * 30, p.N[1] + 14], p.shoulders[k], p.elbows[k], p.hands[k]],
          4,
        ),
      );
      out.push(nerve([[x, hy - 20], [x + sg * 22, hy + 10], p.knees[k], p.feet[k]], 4.5));
      for (let i = 0; i < 4; i++)
        out.push(
          nerve(
            [
              [x, p.N[1] + 40 + i * 24],
              [x + sg * 26, p.N[1] + 48 + i * 24],
              [x + sg * 44, p.N[1] + 62 + i * 24],
            ],
            2.5,
          ),
        );
      out.push(
        nerve(
          [
            lerp(p.elbows[k], p.hands[k], 0.5),
            add(lerp(p.elbows[k], p.hands[k], 0.8), [sg * 8, 0]),
          ],
          2.2,
        ),
      );
      out.push(
        nerve(
          [lerp(p.knees[k], p.feet[k], 0.3), add(lerp(p.knees[k], p.feet[k], 0.85), [-sg * 8, 0])],
          2.2,
        ),
      );
    }
    out.push(sparkle(230, 150, 11), sparkle(580, 170, 8, P.teal));
    return out;
  },

  'soft-tissue'() {
    const out = [bd({ rx: 340, ry: 250, seed: 113 })];
    // table seen from above and the patient's back
    out.push(rect(110, 60, 580, 480, P.teal, 40), rect(126, 76, 548, 448, tint(P.teal, 0.15), 30));
    const sk = SKIN[2];
    out.push(ellipse(400, 64, 64, 56, HAIR.dark));
    out.push(rect(377, 92, 46, 40, shade(sk, 0.1), 16));
    out.push(
      path(
        'M250 170Q250 120 300 118L500 118Q550 120 550 170L540 360Q530 430 520 600L280 600Q270 430 260 360Z',
        sk,
      ),
    );
    out.push(
      rect(196, 150, 58, 300, shade(sk, 0.08), 29),
      rect(546, 150, 58, 300, shade(sk, 0.08), 29),
    );
    out.push(path('M280 470Q400 448 520 470L524 600L276 600Z', P.sky));
    const m = shade(sk, 0.16);
    out.push(
      sd('M400 140L400 450', m, 4),
      sd(
        'M330 180Q300 240 330 300Q360 310 372 250M470 180Q500 240 470 300Q440 310 428 250',
        m,
        3.5,
      ),
      sd('M300 130Q350 150 390 140M500 130Q450 150 410 140', m, 3),
    );
    // therapist's hands
    out.push(
      g({ transform: 'translate(336 250) rotate(-10) scale(0.46)' }, handTop(SKIN[0], P.sage, 760)),
    );
    out.push(
      g(
        { transform: 'translate(466 262) rotate(9) scale(-0.46 0.46)' },
        handTop(SKIN[0], P.sage, 760),
      ),
    );
    out.push(
      sd('M246 210q-14 -20 -4 -40M556 230q14 -20 4 -40', P.amber, 5),
      sd('M228 250q-22 -28 -8 -58M574 270q22 -28 8 -58', P.amber, 4, { opacity: 0.6 }),
    );
    return out;
  },

  'rehab-exercise'() {
    const out = [bd({ rx: 320, ry: 250, seed: 127 })];
    const s = 1.75;
    const x = 360;
    const hy = standY(FLOOR + 20, s, 'woman');
    const sy = hy - 75 * s + 24;
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      body: 'woman',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.sage,
      pants: P.ink,
      sleeve: 'short',
      legwear: 'capri',
      face: { mouth: 'smile' },
      arms: [
        { to: [x - 150, sy], bend: -1 },
        { to: [x + 150, sy], bend: 1 },
      ],
      legs: [{ a: [7, 3] }, { a: [7, 3] }],
    });
    out.push(rect(200, FLOOR + 10, 320, 18, P.coral, 9, { opacity: 0.5 }));
    out.push(shadow(x, FLOOR + 20, 80), p.svg);
    out.push(
      sd(
        `M${f(p.hands[0][0])} ${f(p.hands[0][1])}Q${f(x)} ${f(sy + 8)} ${f(p.hands[1][0])} ${f(p.hands[1][1])}`,
        P.coral,
        9,
      ),
    );
    out.push(
      circle(p.hands[0][0], p.hands[0][1], 9 * s * 0.9, SKIN[3]),
      circle(p.hands[1][0], p.hands[1][1], 9 * s * 0.9, SKIN[3]),
    );
    out.push(
      sd(
        `M${f(p.hands[0][0] - 24)} ${f(sy - 26)}l-16 0m6 -8l-8 8l8 8M${f(p.hands[1][0] + 24)} ${f(sy - 26)}l16 0m-6 -8l8 8l-8 8`,
        P.teal,
        5,
      ),
    );
    // exercise ball
    out.push(
      circle(620, FLOOR - 50, 70, P.teal),
      path(`M560 ${FLOOR - 86}Q620 ${FLOOR - 40} 680 ${FLOOR - 86}`, 'none', {
        stroke: tint(P.teal, 0.3),
        'stroke-width': 5,
        class: 'l',
      }),
      shadow(620, FLOOR + 18, 60),
    );
    return out;
  },

  'ice-heat'() {
    const out = [bd({ rx: 330, ry: 240, seed: 131 })];
    // ice pack
    out.push(
      g(
        { transform: 'rotate(-8 230 340)' },
        rect(120, 250, 220, 180, P.sky, 36),
        rect(136, 266, 188, 148, tint(P.sky, 0.45), 28),
        rect(110, 260, 18, 160, shade(P.sky, 0.15), 9),
        rect(332, 260, 18, 160, shade(P.sky, 0.15), 9),
      ),
    );
    const fl = [];
    for (let i = 0; i < 3; i++) {
      const a = i * 60;
      fl.push(
        sp([add([230, 340], rot([0, -52], a)), add([230, 340], rot([0, 52], a))], P.white, 9),
      );
      for (const e of [-1, 1]) {
        const tip = add([230, 340], rot([0, e * 36], a));
        fl.push(
          sp([add(tip, rot([-14, e * -12], a)), tip, add(tip, rot([14, e * -12], a))], P.white, 6),
        );
      }
    }
    out.push(g({ transform: 'rotate(-8 230 340)' }, fl));
    // heat pack
    out.push(
      g(
        { transform: 'rotate(7 560 360)' },
        rect(450, 270, 220, 180, P.coral, 36),
        rect(466, 286, 188, 148, tint(P.coral, 0.3), 28),
        sd(
          'M510 410q-16 -22 0 -44t0 -44t0 -44M560 410q-16 -22 0 -44t0 -44t0 -44M610 410q-16 -22 0 -44t0 -44t0 -44',
          P.white,
          8,
        ),
      ),
    );
    // timer
    out.push(pr.timer(400, 140, 64));
    out.push(sparkle(110, 170, 10), sparkle(700, 200, 9, P.teal));
    return out;
  },

  posture() {
    const out = [bd({ rx: 330, ry: 240, seed: 137 })];
    const s = 1.55;
    const y0 = standY(FLOOR, s);
    const slump = person({
      view: 'side',
      dir: 1,
      x: 250,
      y: y0 + 6,
      s,
      torso: 16,
      head: 18,
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'short',
      top: P.sky,
      pants: P.ink,
      face: { mouth: 'frown' },
      legs: [{ a: [-4, 4] }, { a: [6, -2] }],
      arms: [{ a: [14, 16] }, { a: [18, 20] }],
    });
    const tall = person({
      view: 'side',
      dir: 1,
      x: 560,
      y: y0,
      s,
      torso: 0,
      head: -2,
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'short',
      top: P.teal,
      pants: P.ink,
      face: { mouth: 'smile' },
      legs: [{ a: [0, 0] }, { a: [0, 0] }],
      arms: [{ a: [2, 4] }, { a: [0, 2] }],
    });
    out.push(shadow(260, FLOOR, 70), shadow(560, FLOOR, 70));
    // rounded back cue
    out.push(slump.svg, tall.svg);
    const sb = add(add(slump.H, mul(slump.tv, 50 * s)), mul(slump.fv, -24 * s));
    out.push(
      sd(
        `M${f(slump.H[0] - 30)} ${f(slump.H[1] - 10)}Q${f(sb[0] - 20)} ${f(sb[1])} ${f(slump.head[0] - 30)} ${f(slump.head[1] - 20)}`,
        P.coral,
        5,
        { 'stroke-dasharray': '3 10' },
      ),
    );
    // plumb line through ear, shoulder, hip and ankle
    out.push(
      sd(`M${f(tall.head[0] - 4)} 70L${f(tall.head[0] - 4)} ${FLOOR}`, P.teal, 3.5, {
        'stroke-dasharray': '8 8',
      }),
    );
    for (const y of [tall.head[1], tall.N[1] + 18, tall.H[1]])
      out.push(circle(tall.head[0] - 4, y, 7, P.amber));
    out.push(circle(250, 110, 30, P.coral), sd('M238 98l24 24M262 98l-24 24', P.white, 7));
    out.push(circle(650, 110, 30, P.teal), sd('M636 110l10 10l20 -20', P.white, 7));
    return out;
  },

  family() {
    const out = [bd({ cy: 320, rx: 340, ry: 240, seed: 139 })];
    const ground = 540;
    const row: (Look & { x: number })[] = [
      {
        x: 110,
        body: 'man',
        skin: SKIN[1],
        hair: GREY,
        hairStyle: 'bald',
        glasses: true,
        top: P.sage,
        beard: true,
        beardColor: GREY,
      },
      { x: 220, body: 'woman', skin: SKIN[1], hair: GREY, hairStyle: 'bob', top: P.coral },
      { x: 570, body: 'man', skin: SKIN[2], hair: HAIR.black, hairStyle: 'short', top: P.teal },
      {
        x: 680,
        body: 'woman',
        skin: SKIN[0],
        hair: HAIR.auburn,
        hairStyle: 'wavy',
        top: P.amber,
        legwear: 'skirt',
        skirt: P.sky,
      },
      {
        x: 330,
        body: 'child',
        skin: SKIN[2],
        hair: HAIR.brown,
        hairStyle: 'curly',
        top: P.amber,
        pants: P.sky,
        legwear: 'shorts',
      },
      {
        x: 460,
        body: 'small',
        skin: SKIN[2],
        hair: HAIR.auburn,
        hairStyle: 'ponytail',
        top: P.coral,
        pants: P.teal,
      },
    ];
    const s = 1.3;
    for (const r of row)
      out.push(shadow(r.x, ground, r.body === 'small' || r.body === 'child' ? 40 : 52));
    for (const r of row) {
      const p = person({
        view: 'front',
        s,
        y: standY(ground, s, r.body),
        pants: P.ink,
        face: { mouth: 'grin' },
        lod: 'low',
        arms: [{ a: [10, 4] }, { a: [10, 4] }],
        ...r,
      });
      out.push(p.svg);
    }
    out.push(
      path('M400 120c-18 -30 -64 -12 -46 22l46 42l46 -42c18 -34 -28 -52 -46 -22z', P.coral),
      sparkle(300, 140, 10),
      sparkle(510, 130, 9, P.teal),
    );
    return out;
  },

  sleep() {
    const out = [bd({ rx: 350, ry: 250, seed: 149 })];
    out.push(
      pr.crescent(720, 70, 26, P.amber),
      sparkle(670, 54, 8, P.teal),
      sparkle(750, 130, 6, P.teal),
    );
    // bed seen from above
    out.push(rect(40, 96, 28, 440, mix(P.sand, P.ink, 0.35), 10));
    out.push(rect(60, 106, 680, 420, P.white, 24, { stroke: tint(P.ink, 0.8), 'stroke-width': 3 }));
    out.push(pr.pillow(160, 250, 130, 220, { c: P.lteal }));
    out.push(
      path('M600 106L716 106Q740 106 740 130L740 502Q740 526 716 526L600 526Z', P.sage),
      rect(580, 106, 36, 420, shade(P.sage, 0.1), 12),
    );
    const s = 1.75;
    const p = person({
      view: 'side',
      dir: -1,
      x: 370,
      y: 278,
      s,
      torso: 90,
      head: -4,
      skin: SKIN[1],
      hair: HAIR.brown,
      hairStyle: 'short',
      top: P.sky,
      pants: tint(P.teal, 0.55),
      bare: true,
      face: { eyes: 'closed', mouth: 'smile' },
      legs: [{ a: [-50, -94] }, { a: [-44, -98] }],
      arms: [{ a: [20, 110] }, { a: [28, 118] }],
    });
    out.push(p.svg);
    const k = lerp(p.knees[0], p.knees[1], 0.5);
    out.push(pr.pillow(k[0] + 4, k[1] - 22, 50, 120, { c: P.lteal, angle: 12 }));
    return out;
  },

  'healthy-habits'() {
    const out = [bd({ rx: 330, ry: 230, seed: 151 })];
    out.push(shadow(400, 470, 300, 14));
    out.push(pr.bottle(190, 470, 260, { c: P.teal }));
    out.push(pr.apple(360, 410, 62));
    out.push(
      pr.shoe(470, 460, 1.35, { c: P.coral }),
      pr.shoe(500, 478, 1.35, { c: shade(P.coral, 0.1) }),
    );
    out.push(
      sparkle(300, 190, 12),
      sparkle(640, 220, 9, P.teal),
      dots(
        [
          [110, 250, 6],
          [700, 380, 5],
        ],
        P.sage,
      ),
    );
    return out;
  },

  'stress-relief'() {
    const out = [bd({ rx: 320, ry: 250, seed: 157 })];
    const s = 1.75;
    const x = 400;
    const hy = 430;
    out.push(ellipse(x, hy + 40, 150, 26, P.sage), ellipse(x, hy + 30, 140, 22, tint(P.sage, 0.3)));
    const p = person({
      view: 'front',
      x,
      y: hy,
      s,
      body: 'woman',
      skin: SKIN[0],
      hair: HAIR.brown,
      hairStyle: 'bun',
      top: P.teal,
      pants: P.ink,
      face: { eyes: 'closed', mouth: 'smile' },
      dims: { thigh: 50, shin: 46 },
      legs: [{ a: [84, -96] }, { a: [84, -96] }],
      arms: [
        { to: [x - 92, hy + 2], bend: 1 },
        { to: [x + 92, hy + 2], bend: -1 },
      ],
    });
    out.push(p.svg);
    // breath
    for (const sg of [-1, 1]) {
      out.push(
        sd(`M${x + sg * 70} 160q${sg * 30} -20 ${sg * 60} 0t${sg * 60} 0`, P.teal, 5, {
          opacity: 0.7,
        }),
        sd(`M${x + sg * 90} 210q${sg * 30} -20 ${sg * 60} 0t${sg * 60} 0`, P.sage, 5),
      );
    }
    out.push(pr.plant(140, 500, 0.9), pr.plant(660, 500, 0.8), sparkle(400, 80, 12));
    return out;
  },

  running() {
    const out = [rect(0, 0, W, H, P.cream, 28)];
    out.push(blob(400, 260, 330, 200, P.lteal, 163, 0.1));
    out.push(path('M0 430Q200 400 400 420T800 410V600H0Z', tint(P.sage, 0.35)));
    out.push(
      path('M60 600Q300 540 420 480Q520 440 800 430V470Q560 480 470 520Q380 560 300 600Z', P.sand),
    );
    out.push(
      pr.tree(100, 440, 0.9),
      pr.tree(700, 430, 0.8),
      pr.bush(600, 440, 0.8, P.sage),
      pr.tree(230, 425, 0.55),
    );
    const s = 1.55;
    const x = 420;
    const hy = 330;
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 12,
      head: -4,
      body: 'woman',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'ponytail',
      top: P.coral,
      sleeve: 'none',
      pants: P.ink,
      legwear: 'shorts',
      shoes: P.teal,
      face: { mouth: 'smile' },
      legs: [{ a: [-30, -82] }, { a: [48, 4] }],
      arms: [{ a: [40, 128] }, { a: [-42, 40] }],
    });
    out.push(shadow(x + 20, 536, 70), p.svg);
    out.push(
      sd(`M${x - 120} ${hy - 80}h-50M${x - 110} ${hy - 40}h-70M${x - 100} ${hy}h-40`, P.white, 6),
    );
    out.push(pr.sun(660, 110, 30));
    return out;
  },

  fitness() {
    const out = [bd({ rx: 320, ry: 230, seed: 167 })];
    out.push(shadow(400, 470, 300, 14));
    out.push(pr.yogaMat(470, 350, 300, 60, { c: P.teal, angle: -18 }));
    out.push(
      pr.dumbbell(280, 430, 220, { c: P.ink, angle: 8 }),
      pr.dumbbell(520, 450, 200, { c: P.coral, angle: -6 }),
    );
    out.push(sparkle(200, 200, 12), sparkle(650, 230, 9, P.amber));
    return out;
  },

  'online-booking'() {
    const out = [bd({ rx: 300, ry: 250, seed: 173 })];
    const x = 400;
    const y = 300;
    const w = 250;
    const h = 500;
    out.push(rect(x - w / 2 + 10, y - h / 2 + 12, w, h, P.ink, 36, { opacity: 0.12 }));
    out.push(
      rect(x - w / 2, y - h / 2, w, h, P.ink, 36),
      rect(x - w / 2 + 12, y - h / 2 + 14, w - 24, h - 28, P.white, 26),
    );
    out.push(rect(x - 30, y - h / 2 + 22, 60, 10, tint(P.ink, 0.3), 5));
    out.push(rect(x - w / 2 + 12, y - h / 2 + 44, w - 24, 56, P.teal));
    out.push(
      circle(x - 80, y - h / 2 + 72, 10, P.white, { opacity: 0.9 }),
      rect(x - 60, y - h / 2 + 66, 90, 12, P.white, 6, { opacity: 0.9 }),
    );
    // month grid
    const gx = x - w / 2 + 30;
    const gy = y - h / 2 + 120;
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 7; c++) {
        const i = r * 7 + c;
        const cx = gx + c * 27 + 6;
        const cy = gy + r * 27 + 6;
        if (i === 17) out.push(circle(cx, cy, 13, P.teal), circle(cx, cy, 4, P.white));
        else out.push(circle(cx, cy, 5, i < 3 || i > 31 ? tint(P.ink, 0.9) : tint(P.ink, 0.7)));
      }
    // time slots
    const ty = gy + 148;
    for (let i = 0; i < 4; i++) {
      const yy = ty + i * 40;
      const sel = i === 1;
      out.push(rect(x - w / 2 + 30, yy, w - 60, 30, sel ? P.amber : P.lteal, 15));
      out.push(rect(x - w / 2 + 48, yy + 11, 60, 8, sel ? P.white : tint(P.teal, 0.4), 4));
      if (sel)
        out.push(
          circle(x + w / 2 - 50, yy + 15, 10, P.white),
          sd(`M${x + w / 2 - 55} ${yy + 15}l4 4l7 -7`, P.amber, 3),
        );
    }
    out.push(
      circle(x + 150, y - 160, 40, P.teal),
      sd(`M${x + 132} ${y - 160}l12 12l24 -24`, P.white, 8),
    );
    out.push(sparkle(x - 190, y - 120, 12), sparkle(x + 180, y + 150, 9, P.amber));
    return out;
  },

  'surgery-recovery'() {
    const out = [bd({ rx: 320, ry: 240, seed: 179 })];
    const s = 1.6;
    const x = 380;
    const hy = standY(FLOOR, s) + 2;
    const caneTop: Pt = [x + 70, hy - 12];
    const p = person({
      view: 'side',
      dir: 1,
      x,
      y: hy,
      s,
      torso: 6,
      head: 0,
      skin: SKIN[3],
      hair: GREY,
      hairStyle: 'short',
      beard: true,
      beardColor: GREY,
      top: P.sage,
      pants: P.sky,
      legwear: 'shorts',
      brace: 1,
      face: { mouth: 'smile' },
      legs: [{ a: [-16, -6] }, { a: [14, 2] }],
      arms: [{ a: [-14, 10] }, { to: caneTop, bend: 1 }],
    });
    out.push(shadow(x + 20, FLOOR, 90), p.svg);
    out.push(pr.cane(caneTop[0] + 4, caneTop[1] - 2, FLOOR, { dir: 1 }));
    out.push(circle(caneTop[0], caneTop[1], 8.5 * s, SKIN[3]));
    out.push(pr.plant(650, FLOOR, 0.95), pr.windowFrame(90, 80, 140, 130, { sun: true }));
    return out;
  },

  'clinic-exterior'() {
    const out = [rect(0, 0, W, H, P.sky, 28)];
    out.push(cloudRow());
    out.push(path('M0 380Q200 350 400 370T800 360V600H0Z', tint(P.sage, 0.4)));
    // building
    out.push(
      rect(150, 170, 500, 260, P.sand),
      rect(140, 150, 520, 30, P.teal, 8),
      rect(150, 180, 500, 8, shade(P.sand, 0.15)),
    );
    for (const wx of [180, 290, 510])
      out.push(
        rect(wx, 250, 90, 110, P.white, 6),
        rect(wx + 7, 257, 76, 96, tint(P.sky, 0.1), 3),
        rect(wx + 43, 257, 4, 96, P.white),
      );
    out.push(
      rect(395, 270, 90, 160, P.white, 6),
      rect(403, 278, 35, 152, tint(P.teal, 0.6), 3),
      rect(442, 278, 35, 152, tint(P.teal, 0.6), 3),
      rect(380, 250, 120, 16, P.teal, 6),
    );
    // sign with the mark
    out.push(
      rect(300, 196, 200, 44, P.white, 10),
      pr.mark(330, 218, 0.4),
      rect(356, 208, 120, 10, P.teal, 5),
      rect(356, 224, 80, 7, tint(P.teal, 0.5), 3.5),
    );
    // parking lot and cars
    out.push(rect(0, 430, 800, 170, tint(P.ink, 0.75)), rect(0, 430, 800, 14, tint(P.ink, 0.88)));
    for (const lx of [60, 260, 540, 740])
      out.push(rect(lx, 470, 8, 100, P.white, 4, { opacity: 0.7 }));
    out.push(
      pr.car(160, 560, 0.55, { c: P.coral }),
      pr.car(400, 566, 0.58, { c: P.white, dir: -1 }),
      pr.car(640, 560, 0.55, { c: P.sage }),
    );
    out.push(
      pr.tree(70, 430, 0.85),
      pr.tree(730, 430, 0.95),
      pr.bush(620, 432, 0.6, P.sage),
      pr.bush(200, 432, 0.55, shade(P.sage, 0.1)),
    );
    return out;
  },

  reception() {
    const out = [bd({ rx: 340, ry: 240, seed: 181 })];
    out.push(pr.clock(560, 110, 36, { h: 9, m: 0 }), pr.mark(420, 110, 0.7));
    out.push(pr.plant(90, FLOOR, 1));
    const rs = 1.45;
    const rx = 300;
    const rec = person({
      ...NURSE,
      view: 'front',
      x: rx,
      y: 420,
      s: rs,
      legs: [{ a: [0, 0] }, { a: [0, 0] }],
      dims: { thigh: 24, shin: 20 },
      hairStyle: 'long',
      hair: HAIR.auburn,
      skin: SKIN[0],
      face: { mouth: 'grin' },
      armFront: [false, true],
      arms: [{ a: [14, 6] }, { to: [rx + 70, 232], bend: 1 }],
    });
    out.push(rec.svg);
    out.push(pr.frontDesk(160, 360, 300, 160));
    out.push(pr.monitor(230, 346, 90, 60, { screen: P.sky }));
    const ps = 1.5;
    const px = 600;
    const pat = person({
      view: 'side',
      dir: -1,
      x: px,
      y: standY(FLOOR, ps),
      s: ps,
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'short',
      top: P.amber,
      pants: P.ink,
      face: { mouth: 'smile' },
      legs: [{ a: [-10, -4] }, { a: [12, 2] }],
      arms: [{ a: [-12, 4] }, { to: [px - 60, 300], bend: -1 }],
    });
    out.push(shadow(px, FLOOR, 60), pat.svg);
    return out;
  },
};

function cloudRow() {
  return pr.cloud(160, 90, 1.2) + pr.cloud(620, 70, 0.9) + pr.cloud(420, 120, 0.7);
}
