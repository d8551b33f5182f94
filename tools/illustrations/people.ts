// Team portraits (600 x 600) and the chiropractic family group (1200 x 800).
import {
  P,
  SKIN,
  HAIR,
  GREY,
  f,
  rect,
  circle,
  path,
  sd,
  shade,
  tint,
  blob,
  sparkle,
  dots,
  shadow,
  type Color,
  type Frag,
  type Scene,
} from './lib';
import { person, standY, type Figure, type Look, type PersonOpts } from './person';
import { DOC } from './scenes';
import * as pr from './props';

/** Shared portrait frame: cream card, light-teal disc, a few accents. */
function frame(w: number, accent: Color): string {
  return [
    rect(0, 0, w, w, P.cream, 32),
    circle(300, 320, 246, P.lteal),
    circle(300, 320, 246, 'none', {
      stroke: tint(P.teal, 0.6),
      'stroke-width': 3,
      'stroke-dasharray': '2 14',
      transform: 'rotate(8 300 320)',
    }),
    sparkle(92, 128, 16, accent),
    sparkle(520, 96, 11, P.teal),
    dots(
      [
        [512, 470, 8],
        [80, 420, 6],
      ],
      P.sage,
    ),
  ].join('');
}

const S = 4.7;
/** Head-and-shoulders figure: head centre near (300, 240). */
function bust(o: Omit<PersonOpts, 'x' | 'y'>): Figure {
  const B =
    o.body === 'woman' ? { torso: 75, neck: 7, head: 21.5 } : { torso: 80, neck: 7, head: 22 };
  const headY = 238;
  const y = headY + (B.neck + B.head * 0.82) * S + B.torso * S;
  return person({
    view: 'front',
    x: 300,
    y,
    s: S,
    lod: 'high',
    arms: [{ a: [7, 2] }, { a: [7, 2] }],
    ...o,
  });
}

/** Scrub-top details: chest pocket with a pen. */
function scrubs(p: Figure, top: Color): string {
  const x = p.N[0] + 62;
  const y = p.N[1] + 110;
  return (
    rect(x - 34, y, 68, 56, shade(top, 0.12), 8) +
    rect(x - 34, y, 68, 10, shade(top, 0.2), 5) +
    rect(x + 10, y - 26, 8, 34, P.white, 4) +
    rect(x + 10, y - 26, 8, 10, P.amber, 4)
  );
}

/** Map head-local coordinates (radius 22) to the canvas. */
const local = (p: Figure, k: number) => (x: number, y: number) =>
  `${f(p.head[0] + x * k)} ${f(p.head[1] + y * k)}`;

function ryan(): Frag[] {
  const skin = SKIN[0];
  const p = bust({ ...DOC, skin, hair: HAIR.brown, face: { mouth: 'grin' } });
  const L = local(p, S);
  const extra = [
    // a touch of grey at the temples and smile lines: a doctor in his forties
    path(`M${L(-22.6, 1)}Q${L(-23, -6)} ${L(-20.5, -10)}L${L(-19.2, -3)}Z`, GREY),
    path(`M${L(22.6, 1)}Q${L(23, -6)} ${L(20.5, -10)}L${L(19.2, -3)}Z`, GREY),
    sd(
      `M${L(-12.5, 4.5)}Q${L(-14, 9)} ${L(-10.5, 13)}M${L(12.5, 4.5)}Q${L(14, 9)} ${L(10.5, 13)}`,
      shade(skin, 0.22),
      1.3 * S,
    ),
  ];
  return [frame(600, P.amber), p.svg, extra];
}

function sofia(): Frag[] {
  const top = P.teal;
  const p = bust({
    body: 'woman',
    skin: SKIN[1],
    hair: HAIR.dark,
    hairStyle: 'wavy',
    top,
    vneck: true,
    sleeve: 'short',
    face: { mouth: 'grin', lashes: true },
  });
  const hd = p.head;
  const k = S * (21.5 / 22);
  const ear = (sx: number) => circle(hd[0] + sx * 21.5 * k, hd[1] + 12 * k, 3.2 * k, P.amber);
  return [frame(600, P.coral), p.svg, scrubs(p, top), ear(-1), ear(1)];
}

function emily(): Frag[] {
  const top = P.teal;
  const p = bust({
    body: 'woman',
    skin: SKIN[0],
    hair: HAIR.auburn,
    hairStyle: 'ponytail',
    top,
    vneck: true,
    sleeve: 'short',
    face: { mouth: 'grin', lashes: true },
  });
  const hd = p.head;
  const k = S * (21.5 / 22);
  const fr: string[] = [];
  for (const [dx, dy] of [
    [-12, 4],
    [-15, 6.5],
    [-10, 7.5],
    [12, 4],
    [15, 6.5],
    [10, 7.5],
  ] as const)
    fr.push(circle(hd[0] + dx * k, hd[1] + dy * k, 0.9 * k, shade(SKIN[0], 0.3)));
  return [frame(600, P.amber), p.svg, scrubs(p, top), fr];
}

/** A warm group portrait of a large, multi-generation family of chiropractors. */
function family(w: number, h: number): Frag[] {
  const out = [rect(0, 0, w, h, P.cream, 32), blob(600, 430, 540, 330, P.lteal, 211, 0.08, 10)];
  out.push(path(`M0 ${h - 90}Q600 ${h - 130} ${w} ${h - 90}V${h}H0Z`, tint(P.sage, 0.35)));
  out.push(pr.sun(1040, 130, 30, { rays: false }), sparkle(160, 150, 16));
  const coat = { coat: true, top: P.teal, pants: tint(P.ink, 0.15) } satisfies Look;
  const back = 648;
  const front = 735;
  const s = 1.6;
  /** x, ground line g and look of each family member. */
  const people: (Look & { x: number; g: number })[] = [
    // back row: the parents' generation
    { x: 350, g: back, body: 'woman', skin: SKIN[1], hair: HAIR.dark, hairStyle: 'bun', ...coat },
    { x: 475, g: back, body: 'man', skin: SKIN[0], hair: HAIR.brown, hairStyle: 'short', ...coat },
    {
      x: 600,
      g: back,
      body: 'woman',
      skin: SKIN[0],
      hair: HAIR.auburn,
      hairStyle: 'wavy',
      top: P.coral,
    },
    { x: 725, g: back, body: 'man', skin: SKIN[3], hair: HAIR.black, hairStyle: 'buzz', ...coat },
    {
      x: 850,
      g: back,
      body: 'woman',
      skin: SKIN[2],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.amber,
    },
    // front row: grandparents and grandchildren
    {
      x: 290,
      g: front,
      body: 'man',
      skin: SKIN[1],
      hair: GREY,
      hairStyle: 'bald',
      glasses: true,
      beard: true,
      beardColor: GREY,
      ...coat,
    },
    { x: 420, g: front, body: 'woman', skin: SKIN[1], hair: GREY, hairStyle: 'bob', top: P.sky },
    {
      x: 555,
      g: front,
      body: 'child',
      skin: SKIN[0],
      hair: HAIR.auburn,
      hairStyle: 'ponytail',
      top: P.amber,
      pants: P.teal,
    },
    {
      x: 675,
      g: front,
      body: 'small',
      skin: SKIN[3],
      hair: HAIR.black,
      hairStyle: 'curly',
      top: P.coral,
      pants: P.sky,
      legwear: 'shorts',
    },
    {
      x: 800,
      g: front,
      body: 'child',
      skin: SKIN[2],
      hair: HAIR.dark,
      hairStyle: 'kid',
      top: P.sage,
      pants: P.ink,
    },
  ];

  out.push(shadow(600, back, 330, 12, 0.08), shadow(560, front, 330, 12, 0.1));
  for (const q of people) {
    const ps = q.g === front ? s * 1.04 : s;
    const p = person({
      view: 'front',
      pants: P.ink,
      lod: 'low',
      face: { mouth: 'grin' },
      s: ps,
      y: standY(q.g, ps, q.body),
      arms: [{ a: [9, 3] }, { a: [9, 3] }],
      ...q,
    });
    out.push(p.svg);
  }
  return out;
}

/** Portraits and the family group: width, height, scene. */
export const people: Record<string, readonly [number, number, Scene]> = {
  'dr-ryan-whitaker': [600, 600, ryan],
  'sofia-martinez': [600, 600, sofia],
  'emily-carter': [600, 600, emily],
  'chiropractic-family': [1200, 800, family],
};
