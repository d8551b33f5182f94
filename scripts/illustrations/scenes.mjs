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
  poly,
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
  norm,
  rot,
  rad,
} from './lib.mjs';
import { person, standY, BODY } from './person.mjs';
import * as pr from './props.mjs';

const W = 800;
const H = 600;
const FLOOR = 520;
const bd = (o = {}) => backdrop(W, H, o);

/** Dr. Whitaker's look, reused everywhere he appears. */
export const DOC = { skin: SKIN[0], hair: HAIR.brown, hairStyle: 'short', coat: true, top: P.teal, pants: tint(P.ink, 0.15), body: 'man' };
/** A generic female clinician (assistant / therapist). */
export const NURSE = { skin: SKIN[1], hair: HAIR.dark, hairStyle: 'wavy', top: P.teal, pants: P.teal, body: 'woman', vneck: true, sleeve: 'short' };

/** Needle: a fine line with a small handle, base at (x, y) pointing along angle deg from vertical. */
export function needle(x, y, l, deg = 0) {
  const v = [Math.sin(rad(deg)), -Math.cos(rad(deg))];
  const top = add([x, y], mul(v, l));
  const h1 = add([x, y], mul(v, l * 0.62));
  return sp([[x, y], top], tint(P.ink, 0.35), 1.8) + sp([h1, top], P.amber, 4.5) + circle(x, y, 2.6, P.coral, { opacity: 0.6 });
}

/** Patient lying face-down on a table, head to the right. Returns { svg, p }. */
function pronePatient(o) {
  const { hx, tableY, s = 1.5, skin = SKIN[2], hair = HAIR.black, hairStyle = 'short', top = P.sage, drape = false, body = 'man' } = o;
  const B = BODY[body];
  const y = tableY - (B.hipD / 2) * s + 1;
  const p = person({
    view: 'side', dir: 1, x: hx, y, s, torso: 90, head: 4, skin, hair, hairStyle, body,
    top, sleeve: drape ? 'none' : 'short', pants: o.pants ?? P.ink,
    arms: [{ a: [-96, -92] }, { a: [-98, -94] }],
    legs: [{ a: [-90, -90] }, { a: [-92, -92] }],
    feet: [-25, -25],
    face: { eyes: 'closed', mouth: 'flat' },
  });
  return p;
}

export const scenes = {
  'chiropractic-adjustment'() {
    const floor = 530;
    const tableY = 405;
    const out = [bd({ cy: 300, rx: 340, ry: 235, seed: 5 })];
    out.push(pr.windowFrame(590, 70, 150, 130, { sun: true }));
    out.push(pr.plant(90, floor, 1.05));
    const pat = pronePatient({ hx: 350, tableY, s: 1.5, top: P.sage, skin: SKIN[2], hair: HAIR.black });
    const hy = standY(floor, 1.5);
    const doc = person({ ...DOC, view: 'side', dir: 1, x: 300, y: hy, s: 1.5, torso: 46, head: 20, splitArms: true,
      face: { mouth: 'smile' }, legs: [{ a: [-4, 0] }, { a: [4, 0] }],
      arms: [{ to: [452, 352], bend: 1 }, { to: [462, 348], bend: 1 }] });
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
    const p = pronePatient({ hx: 330, tableY, s: 1.7, skin, top: skin, hair: HAIR.auburn, hairStyle: 'bun', body: 'woman', drape: true, pants: P.sky });
    out.push(pr.table(150, p.head[0] - 4, tableY, floor, { pad: P.sage }));
    out.push(p.svg);
    // drape sheet over hips and legs
    const [hx, hy] = p.H;
    out.push(path(`M${f(hx + 26)} ${f(hy - 34)}Q${f(hx - 60)} ${f(hy - 44)} ${f(hx - 190)} ${f(hy - 20)}L${f(hx - 200)} ${f(tableY + 16)}L${f(hx + 32)} ${f(tableY + 16)}Z`, P.sky));
    out.push(sd(`M${f(hx - 20)} ${f(hy - 22)}Q${f(hx - 90)} ${f(hy - 12)} ${f(hx - 150)} ${f(tableY + 4)}`, tint(P.ink, 0.7), 2.5));
    // needles along the upper back and shoulders
    const top = hy - 29;
    [[372, 40, -8], [398, 46, -4], [424, 40, 0], [450, 46, 3], [474, 40, 6]].forEach(([x, l, a]) => out.push(needle(x, top - (x - hx) * 0.015, l, a)));
    out.push(needle(500, top + 2, 38, 18), needle(490, top + 12, 30, 40));
    // needle tray on a stand
    out.push(rect(40, 300, 130, 16, tint(P.ink, 0.6), 6), rect(52, 284, 106, 18, P.white, 5));
    for (let i = 0; i < 5; i++) out.push(sp([[66 + i * 18, 296], [78 + i * 18, 288]], P.amber, 3));
    out.push(rect(100, 316, 10, floor - 316, tint(P.ink, 0.6), 3), rect(76, floor - 8, 58, 9, tint(P.ink, 0.5), 4));
    out.push(sparkle(420, 250, 11), sparkle(560, 290, 8, P.teal));
    return out;
  },

  'auto-injury'() {
    const out = [bd({ cy: 320, rx: 340, ry: 220, seed: 11 })];
    out.push(rect(40, FLOOR - 6, 720, 14, tint(P.ink, 0.85), 7));
    out.push(pr.car(300, FLOOR, 1.35, { c: P.sky, dent: true }));
    const skin = SKIN[3];
    const hy = standY(FLOOR, 1.45);
    const p = person({ view: 'front', x: 640, y: hy, s: 1.45, skin, hair: HAIR.black, hairStyle: 'buzz', top: P.amber, pants: P.ink,
      face: { eyes: 'pain', mouth: 'frown' },
      arms: [{ a: [8, 4] }, { to: [652, hy - 124], bend: 1 }] });
    out.push(p.svg);
    out.push(glow(646, hy - 122, 24));
    return out;
  },

  'golf-swing'() {
    const out = [rect(0, 0, W, H, P.cream, 28)];
    out.push(path('M0 330Q200 300 420 318T800 300V600H0Z', tint(P.sage, 0.45)));
    out.push(path('M0 380Q260 340 520 360T800 350V600H0Z', tint(P.sage, 0.2)));
    out.push(path('M140 600L300 372Q420 362 520 372L700 600Z', tint(P.sage, 0.32)));
    out.push(pr.tree(90, 350, 0.75), pr.tree(170, 340, 0.6), pr.tree(720, 330, 0.7), pr.tree(640, 345, 0.45));
    out.push(pr.flag(300, 378, 0.8));
    out.push(pr.sun(600, 120, 34));
    const s = 1.5;
    const x = 470;
    const hy = standY(560, s) + 6;
    const hands = [x + 70, hy - 196];
    const p = person({ view: 'back', x, y: hy, s, torso: 4, skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'short', top: P.coral, pants: P.ink,
      armFront: [false, true],
      arms: [{ to: [hands[0] - 6, hands[1] + 6], bend: 1 }, { to: hands, bend: -1 }],
      legs: [{ a: [8, 2] }, { a: [9, 3] }] });
    out.push(shadow(x, 562, 90, 9), p.svg);
    // club: shaft from the hands across behind the head toward the target
    out.push(sp([hands, [x - 150, hands[1] - 26]], P.ink, 5), path(`M${x - 150} ${hands[1] - 26}l-22 -4q-8 8 2 14l22 -2z`, tint(P.ink, 0.3)));
    out.push(circle(hands[0], hands[1], 11, SKIN[0]));
    out.push(circle(x - 50, 562, 7, P.white), sp([[x - 50, 568], [x - 50, 574]], P.white, 3));
    return out;
  },

  'spine-model'() {
    const out = [bd({ rx: 300, ry: 250, seed: 13 })];
    out.push(rect(330, 540, 140, 16, P.ink, 8), rect(394, 500, 12, 44, tint(P.ink, 0.4), 4));
    out.push(pr.spineSide(390, 40, 480, { dir: 1, disc: P.teal, wide: 1.5 }));
    out.push(sparkle(250, 140, 14), sparkle(590, 450, 10, P.teal), dots([[230, 420, 6], [600, 130, 5]], P.sage));
    return out;
  },

  consultation() {
    const out = [bd({ cy: 290, rx: 330, ry: 230, seed: 17 })];
    out.push(pr.windowFrame(300, 70, 200, 150, { sun: true }));
    const seatY = 420;
    out.push(pr.chair(180, seatY, FLOOR, 1, { seat: shade(P.sage, 0.1) }));
    out.push(pr.chair(620, seatY, FLOOR, -1, { seat: shade(P.teal, 0.1) }));
    const pat = person({ view: 'side', dir: 1, x: 186, y: seatY - 14, s: 1.3, torso: 6, skin: SKIN[2], hair: HAIR.dark, hairStyle: 'long', body: 'woman', top: P.amber, pants: P.ink,
      legs: [{ a: [88, 2] }, { a: [84, -2] }], arms: [{ a: [20, 70] }, { to: [318, 388], bend: 1 }] });
    const doc = person({ ...DOC, view: 'side', dir: -1, x: 614, y: seatY - 14, s: 1.3, torso: 4,
      legs: [{ a: [88, 2] }, { a: [84, -2] }], arms: [{ to: [520, 318], bend: -1 }, { to: [500, 340], bend: -1 }] });
    out.push(pat.svg, doc.svg);
    // desk in front of legs
    out.push(pr.desk(300, 500, 392, FLOOR, { front: true }));
    out.push(pr.clipboard(478, 270, 54, 74, { angle: -18, rows: 4 }));
    out.push(circle(509, 338, 9, DOC.skin));
    out.push(pr.mug(350, 392, 0.45, { steam: false, c: P.teal }));
    // speech bubbles (no words)
    out.push(path('M230 150h90q16 0 16 16v30q0 16 -16 16h-56l-18 18v-18h-16q-16 0 -16 -16v-30q0 -16 16 -16z', P.white), dots([[254, 181, 5], [275, 181, 5], [296, 181, 5]], P.teal));
    out.push(path('M580 130h70q16 0 16 16v26q0 16 -16 16h-10v16l-16 -16h-44q-16 0 -16 -16v-26q0 -16 16 -16z', P.teal), sd('M596 158l10 10l20 -20', P.white, 5));
    return out;
  },

  'xray-review'() {
    const out = [bd({ cx: 420, cy: 300, rx: 340, ry: 230, seed: 19 })];
    out.push(pr.lightbox(110, 80, 260, 360));
    const hy = standY(FLOOR, 1.5);
    const doc = person({ ...DOC, view: 'side', dir: -1, x: 500, y: hy, s: 1.5, torso: -2, head: -4,
      arms: [{ to: [470, hy - 20], bend: -1 }, { to: [384, 232], bend: -1 }] });
    out.push(shadow(500, FLOOR, 70), doc.svg);
    // pointer finger
    out.push(sp([[384, 230], [360, 224]], DOC.skin, 6));
    out.push(glow(238, 352, 24, P.amber));
    out.push(pr.plant(720, FLOOR, 0.95));
    return out;
  },

  'treatment-plan'() {
    const out = [bd({ rx: 330, ry: 230, seed: 23 })];
    out.push(pr.calendar(90, 120, 360, 330, { checked: [1, 3, 5, 8, 10, 12, 15], sel: 17 }));
    out.push(pr.clipboard(480, 150, 230, 320, { rows: 5, checks: [true, true, true, false, false], angle: 6 }));
    // pen
    out.push(g({ transform: 'rotate(35 700 470)' }, rect(690, 380, 16, 120, P.teal, 8), path('M690 500h16l-8 20z', P.sand), rect(690, 380, 16, 18, P.ink, 6)));
    out.push(sparkle(470, 110, 12), sparkle(90, 480, 9, P.teal));
    return out;
  },

  'back-pain'() {
    const out = [bd({ rx: 300, ry: 240, seed: 29 })];
    const s = 1.85;
    const hy = standY(550, s) + 4;
    const x = 430;
    const lean = 16;
    const tv = [Math.sin(rad(lean)), -Math.cos(rad(lean))];
    const fv = [Math.cos(rad(lean)), Math.sin(rad(lean))];
    const lum = add(add([x, hy], mul(tv, 30 * s)), mul(fv, -17 * s));
    const p = person({ view: 'side', dir: 1, x, y: hy, s, torso: lean, head: -8, skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', top: P.sky, pants: P.ink, body: 'man',
      face: { eyes: 'pain', mouth: 'frown' }, splitArms: true,
      arms: [{ to: [x + 62, hy + 36], bend: 1 }, { to: add(lum, [6, 22]), bend: 1 }], legs: [{ a: [-4, 0] }, { a: [6, 0] }] });
    out.push(shadow(x + 10, 550, 90), p.svg);
    out.push(glow(lum[0], lum[1], 58));
    out.push(p.arms);
    out.push(rays(lum[0], lum[1], 74, 98, 5, P.coral, 6, 210, 110));
    return out;
  },

  'disc-injury'() {
    const out = [bd({ rx: 320, ry: 250, seed: 31 })];
    const arch = mix(P.sand, P.ink, 0.12);
    const vert = (cy) =>
      g({ transform: `translate(470 ${cy})` },
        path('M-80 -36L-118 -40L-130 -64L-110 -70L-100 -46L-150 -30Q-226 -6 -248 22Q-254 38 -238 38L-150 30L-132 60L-112 56L-118 30L-80 20Z', arch),
        path('M-72 -60Q0 -68 72 -60Q84 -58 84 -46Q76 0 84 46Q84 58 72 60Q0 66 -72 60Q-84 58 -84 46Q-78 0 -84 -46Q-84 -58 -72 -60Z', P.white),
        path('M-60 -46Q0 -52 60 -46Q68 0 60 46Q0 52 -60 46Q-66 0 -60 -46Z', tint(P.sand, 0.55)));
    // spinal cord behind the arches
    out.push(sd('M350 40L350 560', tint(P.amber, 0.4), 30), sd('M350 40L350 560', P.amber, 14));
    out.push(vert(172), vert(428));
    // disc
    out.push(path('M386 240Q470 230 554 240Q566 300 554 360Q470 370 386 360Q372 300 386 240Z', P.teal));
    out.push(ellipse(480, 300, 52, 30, P.sage));
    // nerve root leaving at the disc level
    out.push(sd('M350 290Q300 320 282 380Q270 440 290 560', P.amber, 10));
    // posterior bulge pressing on the nerve
    out.push(path('M392 248Q344 252 334 300Q344 348 392 352Z', P.coral));
    out.push(glow(340, 304, 44));
    out.push(sd('M306 250Q290 300 306 350', P.coral, 5), sd('M286 236Q264 300 286 364', P.coral, 4, { opacity: 0.6 }));
    return out;
  },

  headache() {
    const out = [bd({ rx: 300, ry: 250, seed: 37 })];
    const s = 3.1;
    const x = 400;
    const hy = 690;
    const p = person({ view: 'front', x, y: hy, s, skin: SKIN[3], hair: HAIR.dark, hairStyle: 'curly', body: 'woman', top: P.sage,
      face: { eyes: 'pain', mouth: 'frown' }, armFront: [false, true], dims: { torso: 66 },
      arms: [{ a: [6, 0] }, { to: [x + 66, hy - 66 * s - 26 * s], bend: 1 }] });
    const hd = p.head;
    out.push(p.svg);
    out.push(glow(hd[0] + 60, hd[1] - 20, 26));
    out.push(rays(hd[0], hd[1] - 10, 112, 146, 9, P.coral, 8, -70, 140));
    return out;
  },
};
