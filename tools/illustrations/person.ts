// The person builder: a jointed figure (side, front or back view) drawn with
// rounded strokes, a shaped torso and a simple friendly head.
import {
  P,
  SKIN,
  HAIR,
  f,
  fs,
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
  len,
  norm,
  rot,
  lerp,
  scallop,
  reuse,
  type Color,
  type Pt,
} from './lib';

/** Proportions of a figure, in units of its scale s. */
export type Dims = {
  head: number;
  neck: number;
  torso: number;
  thigh: number;
  shin: number;
  upper: number;
  fore: number;
  armW: number;
  legW: number;
  shW: number;
  hipW: number;
  chest: number;
  hipD: number;
  foot: number;
  hand: number;
  neckW: number;
};
export type BodyKind = 'man' | 'woman' | 'child' | 'small';
export type View = 'side' | 'front' | 'back';
export type HairStyle =
  | 'short'
  | 'long'
  | 'wavy'
  | 'bob'
  | 'ponytail'
  | 'bun'
  | 'curly'
  | 'hijab'
  | 'bald'
  | 'buzz'
  | 'kid'
  | 'none';
/** Level of detail: 'high' for portraits, 'low' for small figures in a crowd. */
export type Lod = 'high' | 'low';
export type FaceOpts = {
  eyes?: 'open' | 'closed' | 'pain';
  mouth?: 'smile' | 'grin' | 'frown' | 'open' | 'flat';
  brows?: boolean;
  blush?: boolean;
  lashes?: boolean;
};
/** A limb: joint angles [upper, lower] in degrees, or an end point reached by inverse kinematics. */
export type Limb = { a?: readonly [number, number]; to?: Pt; bend?: number };
/** A pair of anything, [far, near] (side view) or [viewer-left, viewer-right]. */
export type Pair<T> = readonly [T, T];
/** Index into a Pair. */
type Side = 0 | 1;
const SIDES: Pair<Side> = [0, 1];
/** A limb's root, joint and end. */
type Bone = readonly [Pt, Pt, Pt];

/** Looks shared by every view: body, skin, hair, clothes and accessories. */
export type Look = {
  body?: BodyKind;
  dims?: Partial<Dims>;
  skin?: Color;
  hair?: Color;
  hairStyle?: HairStyle;
  /** Hair drawn in one piece with the head rather than behind the body (front view). */
  hairOverBody?: boolean;
  top?: Color;
  coat?: boolean;
  sleeve?: 'long' | 'short' | 'mid' | 'none';
  vneck?: boolean;
  apron?: boolean;
  pregnant?: boolean;
  legwear?: 'pants' | 'shorts' | 'skirt' | 'capri';
  pants?: Color;
  skirt?: Color;
  shoes?: Color;
  /** Bare feet. */
  bare?: boolean;
  /** Knee brace on leg 0 or 1. */
  brace?: number;
  glasses?: boolean;
  beard?: boolean;
  beardColor?: Color;
  hat?: 'hardhat';
  face?: FaceOpts;
  /** No face (a figure seen from far away). */
  blank?: boolean;
  lod?: Lod;
};

/** Options of person(); see there. */
export type PersonOpts = Look & {
  x: number;
  y: number;
  s?: number;
  view?: View;
  dir?: number;
  torso?: number;
  head?: number;
  arms?: readonly (Limb | undefined)[];
  legs?: readonly (Limb | undefined)[];
  /** Foot angles (side view), like limb angles. */
  feet?: readonly (number | undefined)[];
  /** Side view: draw the far arm in front of the body. */
  farArmFront?: boolean;
  /** Front and back views: which arms go in front of the body. */
  armFront?: Pair<boolean>;
  /** Return arms separately (in .arms) so a prop can sit between body and arms. */
  splitArms?: boolean | 'near';
  /** Markup added on top of the figure. */
  extra?: string;
};

/** A drawn figure and the joints a scene needs to place props. */
export type Figure = {
  svg: string;
  arms: string;
  headSvg: string;
  neckSvg: string;
  H: Pt;
  N: Pt;
  head: Pt;
  headR: number;
  hands: Pair<Pt>;
  elbows: Pair<Pt>;
  shoulders: Pair<Pt>;
  knees: Pair<Pt>;
  feet: Pair<Pt>;
  tv: Pt;
  fv: Pt;
};

export const BODY: Record<BodyKind, Dims> = {
  man: {
    head: 22,
    neck: 7,
    torso: 80,
    thigh: 55,
    shin: 53,
    upper: 43,
    fore: 39,
    armW: 16,
    legW: 21,
    shW: 62,
    hipW: 46,
    chest: 38,
    hipD: 34,
    foot: 24,
    hand: 8.5,
    neckW: 12.5,
  },
  woman: {
    head: 21.5,
    neck: 7,
    torso: 75,
    thigh: 53,
    shin: 51,
    upper: 40,
    fore: 37,
    armW: 14,
    legW: 19.5,
    shW: 52,
    hipW: 48,
    chest: 35,
    hipD: 34,
    foot: 22,
    hand: 7.8,
    neckW: 11,
  },
  child: {
    head: 20,
    neck: 5,
    torso: 48,
    thigh: 36,
    shin: 34,
    upper: 28,
    fore: 26,
    armW: 11,
    legW: 13.5,
    shW: 38,
    hipW: 32,
    chest: 25,
    hipD: 24,
    foot: 17,
    hand: 6.5,
    neckW: 9,
  },
  small: {
    head: 18.5,
    neck: 4,
    torso: 36,
    thigh: 25,
    shin: 23,
    upper: 21,
    fore: 19,
    armW: 10,
    legW: 12,
    shW: 31,
    hipW: 28,
    chest: 22,
    hipD: 21,
    foot: 14,
    hand: 6,
    neckW: 8,
  },
};

// Direction helpers. Side view: angles from "down", forward positive.
const limbV = (a: number, dir: number): Pt => [dir * Math.sin(rad(a)), Math.cos(rad(a))];
const upV = (a: number, dir: number): Pt => [dir * Math.sin(rad(a)), -Math.cos(rad(a))];

/** Two-bone inverse kinematics: returns [joint, end]. bend: +1 clockwise, -1 counter. */
export function ik(root: Pt, target: Pt, l1: number, l2: number, bend: number): [Pt, Pt] {
  const d = sub(target, root);
  let dist = len(d);
  const max = (l1 + l2) * 0.999;
  let end = target;
  if (dist > max) {
    end = add(root, mul(d, max / dist));
    dist = max;
  }
  dist = Math.max(dist, Math.abs(l1 - l2) + 0.5);
  const cosA = (l1 * l1 + dist * dist - l2 * l2) / (2 * l1 * dist);
  const A = Math.acos(Math.max(-1, Math.min(1, cosA)));
  const u = norm(d);
  const joint = add(root, mul(rot(u, (bend * A * 180) / Math.PI), l1));
  return [joint, end];
}

/** Torso-like shape from top centre a to bottom centre b, widths wa/wb, corner radii ra/rb. */
export function capsuleShape(a: Pt, b: Pt, wa: number, wb: number, ra: number, rb: number): string {
  const u = norm(sub(b, a));
  const n: Pt = [-u[1], u[0]];
  const A1 = add(a, mul(n, wa / 2));
  const A2 = add(a, mul(n, -wa / 2));
  const B1 = add(b, mul(n, wb / 2));
  const B2 = add(b, mul(n, -wb / 2));
  const s1 = norm(sub(B1, A1));
  const s2 = norm(sub(B2, A2));
  return (
    'M' +
    pt(add(a, mul(n, wa / 2 - ra))) +
    'Q' +
    pt(A1) +
    ' ' +
    pt(add(A1, mul(s1, ra))) +
    'L' +
    pt(sub(B1, mul(s1, rb))) +
    'Q' +
    pt(B1) +
    ' ' +
    pt(add(b, mul(n, wb / 2 - rb))) +
    'L' +
    pt(add(b, mul(n, -wb / 2 + rb))) +
    'Q' +
    pt(B2) +
    ' ' +
    pt(sub(B2, mul(s2, rb))) +
    'L' +
    pt(add(A2, mul(s2, ra))) +
    'Q' +
    pt(A2) +
    ' ' +
    pt(add(a, mul(n, -wa / 2 + ra))) +
    'Z'
  );
}

// ---------------------------------------------------------------- heads

/** Hair drawn behind the head (local coords, head radius 22, facing right in side view). */
function hairBack(style: HairStyle, view: View, c?: Color): string {
  if (view === 'side') {
    switch (style) {
      case 'long':
        return path('M-6 -24C-28 -22 -34 4 -30 40C-27 48 -12 50 -6 44C-10 30 -6 12 2 0Z', c);
      case 'wavy':
        return path(
          'M-6 -24C-30 -22 -36 4 -31 22C-36 32 -28 44 -20 48C-14 52 -6 46 -8 40C-10 30 -6 12 2 0Z',
          c,
        );
      case 'bob':
        return path('M-4 -24C-26 -22 -30 0 -26 16C-22 22 -12 22 -8 16C-6 8 -4 2 2 0Z', c);
      case 'ponytail':
        return (
          path('M-18 -10C-32 -8 -36 12 -32 30C-30 38 -24 40 -22 32C-22 20 -18 8 -12 0Z', c) +
          circle(-19, -8, 4.5, P.coral)
        );
      case 'bun':
        return circle(-17, -17, 10, c);
      case 'curly':
        return scallop(-3, -5, 25, 14, 6, c);
      case 'hijab':
        return path(
          'M-26 -6C-28 -30 20 -38 26 -6C28 8 22 24 14 30C4 40 -20 42 -30 36C-34 24 -28 12 -26 -6Z',
          c,
        );
      default:
        return '';
    }
  }
  // front and back
  switch (style) {
    case 'long':
      return path('M-25 -4C-27 -32 27 -32 25 -4L28 40Q0 47 -28 40Z', c);
    case 'wavy':
      return path(
        'M-25 -4C-28 -32 28 -32 25 -4C31 8 27 18 31 28C33 38 26 44 20 44Q0 48 -20 44C-26 44 -33 38 -31 28C-27 18 -31 8 -25 -4Z',
        c,
      );
    case 'bob':
      return path('M-25 -4C-27 -32 27 -32 25 -4L26 16Q20 22 14 18L-14 18Q-20 22 -26 16Z', c);
    case 'ponytail':
      return view === 'back'
        ? path('M-7 -4C-9 14 -6 30 0 40C6 30 9 14 7 -4Z', c)
        : path('M16 -16C34 -18 38 6 32 26C30 32 24 32 24 24C26 12 24 0 16 -4Z', c);
    case 'bun':
      return circle(0, -27, 10, c);
    case 'curly':
      return scallop(0, -4, 27, 16, 6.5, c);
    case 'hijab':
      return path(
        'M-27 -4C-29 -34 29 -34 27 -4C28 12 30 26 36 40Q0 52 -36 40C-30 26 -28 12 -27 -4Z',
        c,
      );
    default:
      return '';
  }
}

/** Hair drawn over the head. */
function hairFront(style: HairStyle, view: View, c?: Color): string {
  if (view === 'back') {
    if (style === 'bald')
      return path(
        'M-22 2C-22 -8 -18 -12 -14 -12L14 -12C18 -12 22 -8 22 2C20 12 12 18 0 18C-12 18 -20 12 -22 2Z',
        c,
      );
    if (style === 'hijab') return circle(0, 0, 24, c);
    const cap = circle(0, -1, 23.5, c);
    if (style === 'bun') return cap + circle(0, -22, 9.5, c);
    if (style === 'ponytail') return cap + circle(0, 2, 4, P.coral);
    return cap;
  }
  if (view === 'side') {
    switch (style) {
      case 'bald':
        return path('M-4 -10C-12 -12 -20 -8 -21 4C-20 10 -16 14 -12 12C-10 4 -6 -4 -4 -10Z', c);
      case 'buzz':
        return path(
          'M15 -16C8 -25 -12 -26 -20 -12C-23 -2 -21 8 -16 14L-11 12C-10 4 -8 -2 -4 -6C2 -10 8 -11 15 -16Z',
          c,
        );
      case 'hijab':
        return path(
          'M22 -6C22 -30 -24 -34 -26 -6C-27 10 -20 24 -6 30C2 32 8 30 10 26C2 22 -2 14 0 4C2 -6 10 -10 22 -6Z',
          c,
        );
      case 'curly':
        return (
          path(
            'M14 -17C6 -28 -14 -28 -22 -14C-26 -4 -23 8 -16 14L-10 12C-10 4 -7 -3 -3 -7C3 -11 9 -12 14 -17Z',
            c,
          ) +
          circle(8, -20, 6, c) +
          circle(-4, -24, 7, c) +
          circle(-16, -18, 7, c) +
          circle(-21, -5, 6.5, c) +
          circle(-18, 8, 6, c)
        );
      case 'long':
      case 'wavy':
      case 'bob':
        return path(
          'M18 -12C16 -28 -10 -30 -21 -14C-26 -4 -24 8 -18 16L-10 14C-9 6 -7 -2 -3 -6C4 -12 12 -10 18 -12Z',
          c,
        );
      default:
        // short, ponytail, bun, kid
        return path(
          'M17 -15C12 -27 -12 -29 -21 -13C-25 -3 -23 9 -16 16L-11 13C-10 5 -8 -2 -4 -6C1 -10 9 -10 13 -10C15 -11 16 -13 17 -15Z',
          c,
        );
    }
  }
  // front
  switch (style) {
    case 'bald':
      return (
        path('M-23 4C-25 -6 -22 -12 -18 -14C-17 -8 -18 -2 -19 6Z', c) +
        path('M23 4C25 -6 22 -12 18 -14C17 -8 18 -2 19 6Z', c)
      );
    case 'buzz':
      return path(
        'M-22 -2C-23 -18 -13 -25 0 -25C13 -25 23 -18 22 -2C20 -8 17 -12 13 -13Q0 -15 -13 -13C-17 -12 -20 -8 -22 -2Z',
        c,
      );
    case 'hijab':
      return path(
        'M-27 0C-29 -32 29 -32 27 0C28 14 24 24 16 30Q0 36 -16 30C-24 24 -28 14 -27 0ZM-19 2C-20 20 -10 26 0 26C10 26 20 20 19 2C19 -12 12 -18 0 -18C-12 -18 -19 -12 -19 2Z',
        c,
        { 'fill-rule': 'evenodd' },
      );
    case 'curly':
      return scallop(0, -12, 19, 12, 5, c, {}, Math.PI);
    case 'long':
    case 'wavy':
    case 'bob':
      return path(
        'M-24 6C-27 -20 -12 -28 2 -27C18 -26 27 -16 24 6C22 -4 18 -10 12 -12C4 -8 -6 -6 -14 -10C-19 -6 -22 0 -24 6Z',
        c,
      );
    case 'ponytail':
    case 'bun':
      return path(
        'M-23 0C-25 -20 -12 -27 0 -27C12 -27 25 -20 23 0C21 -8 16 -13 10 -14Q0 -12 -10 -14C-16 -13 -21 -8 -23 0Z',
        c,
      );
    case 'kid':
      return path(
        'M-23 0C-25 -20 -12 -27 0 -27C12 -27 25 -20 23 0C21 -6 18 -10 14 -11L10 -7L6 -12L0 -7L-6 -12L-10 -8L-15 -11C-19 -9 -21 -5 -23 0Z',
        c,
      );
    default:
      // short with a side part
      return path(
        'M-23 2C-26 -20 -12 -28 2 -28C16 -28 26 -20 23 2C21 -6 18 -11 14 -12C8 -12 2 -13 -4 -17C-8 -13 -14 -12 -18 -11C-20 -8 -22 -3 -23 2Z',
        c,
      );
  }
}

/** Facial features. */
/** Face options as the head passes them on: with the hair colour (brows) and level of detail. */
type FaceSpec = FaceOpts & { hairC: Color; lod?: Lod };

function face(view: View, fc: FaceSpec, skin: Color): string {
  const fixed: string[] = [];
  const free: string[] = [];
  faceParts(view, fc, skin, fixed, free);
  const key = `f${view[0]}-${fc.eyes || 'o'}-${fc.mouth || 's'}-${fc.lod || 'n'}-${fc.lashes ? 1 : 0}`;
  return free.join('') + reuse(key, fixed.join(''));
}

function faceParts(view: View, fc: FaceSpec, skin: Color, out: string[], free: string[]): void {
  const ink = P.ink;
  const { eyes = 'open', mouth = 'smile', hairC, lod } = fc;
  const brows = fc.brows ?? lod !== 'low';
  const blush = fc.blush ?? lod !== 'low';
  const browC = shade(hairC, 0.2);
  if (view === 'side') {
    free.push(path('M20 -4Q27 3 21 7Z', skin));
    if (eyes === 'closed') out.push(sd('M9 0Q12 3 15 0', ink, 1.8));
    else out.push(ellipse(12.5, -1, 2, 2.6, ink));
    if (brows) free.push(sd(eyes === 'pain' ? 'M9 -9L16 -6' : 'M9 -7.5Q12.5 -10 16 -8', browC, 2));
    if (mouth === 'smile') out.push(sd('M12 10Q16 13 19 9', ink, 1.8));
    else if (mouth === 'grin')
      out.push(
        path('M11.5 9.5Q16 10.5 20 8Q19.5 14.5 15.5 14.5Q12.5 14 11.5 9.5Z', ink) +
          path('M12.6 10.1Q16 10.8 19 9.3L18.6 10.8Q16 12 13 11.5Z', P.white),
      );
    else if (mouth === 'frown') out.push(sd('M12 12Q15.5 9 19 11.5', ink, 1.8));
    else if (mouth === 'open') out.push(ellipse(16, 11, 2.6, 2, ink));
    else out.push(sd('M13 11L18.5 10.5', ink, 1.8));
    if (blush) out.push(circle(8, 7, 3.6, P.coral, { opacity: 0.28 }));
    return;
  }
  const hi = lod === 'high';
  for (const x of [-8, 8]) {
    if (eyes === 'closed') out.push(sd(`M${x - 3.5} 0Q${x} 3.5 ${x + 3.5} 0`, ink, 1.8));
    else if (eyes === 'pain') out.push(sd(`M${x - 3} -1.5L${x + 3} 0.5`, ink, 2));
    else {
      out.push(ellipse(x, 0, hi ? 2.3 : 2.1, hi ? 2.9 : 2.7, ink));
      if (hi) out.push(circle(x + 0.8, -1, 0.8, P.white));
      if (hi && fc.lashes)
        out.push(
          sd(x < 0 ? `M${x - 2} -2L${x - 3.6} -3.4` : `M${x + 2} -2L${x + 3.6} -3.4`, ink, 1),
        );
    }
  }
  if (brows) {
    if (eyes === 'pain') free.push(sd('M-12 -6L-4 -8M12 -6L4 -8', browC, 2));
    else free.push(sd('M-11.5 -7.5Q-8 -10 -4.5 -8M4.5 -8Q8 -10 11.5 -7.5', browC, 2));
  }
  if (hi) free.push(sd('M-1.8 2Q-2.8 5.5 -1.2 6.2Q0 7 1.5 6', shade(skin, 0.3), 1.3));
  else if (lod !== 'low') free.push(sd('M-1.2 5.5Q0 7.2 1.5 5.5', shade(skin, 0.35), 1.5));
  if (mouth === 'smile') out.push(sd('M-6 10.5Q0 16 6 10.5', ink, 1.9));
  else if (mouth === 'grin' && hi)
    out.push(
      path('M-7 10Q0 11.5 7 10Q5 17 0 17Q-5 17 -7 10Z', mix(P.coral, P.ink, 0.5)) +
        path('M-3.5 15.6Q0 13.6 3.5 15.6Q2 17 0 17Q-2 17 -3.5 15.6Z', P.coral) +
        path('M-5.6 10.6Q0 11.8 5.6 10.6L5 12.2Q0 13 -5 12.2Z', P.white),
    );
  else if (mouth === 'grin')
    out.push(
      path('M-7 10Q0 11.5 7 10Q5 17 0 17Q-5 17 -7 10Z', ink) +
        path('M-5 10.6Q0 11.6 5 10.6L4.6 12Q0 12.6 -4.6 12Z', P.white),
    );
  else if (mouth === 'frown') out.push(sd('M-5 13Q0 9.5 5 13', ink, 1.9));
  else if (mouth === 'open') out.push(ellipse(0, 12, 3, 2.4, ink));
  else out.push(sd('M-4 12L4 12', ink, 1.9));
  if (blush)
    out.push(
      circle(-12.5, 7, 3.6, P.coral, { opacity: 0.25 }),
      circle(12.5, 7, 3.6, P.coral, { opacity: 0.25 }),
    );
}

/** Hair shape placed with <use> (defined once per file, colour inherited). */
function hairUse(layer: 'b' | 'f', style: HairStyle, view: View, c: Color): string {
  const shape = layer === 'b' ? hairBack(style, view) : hairFront(style, view);
  if (!shape) return '';
  return reuse(`h${layer}${view[0]}-${style}`, shape, { fill: c });
}

/** Head in local coordinates (radius 22). */
/** What the head needs: the look with skin, hair colour and style settled. */
type HeadOpts = Look & { skin: Color; hair: Color; hairStyle: HairStyle };

function headLocal(o: HeadOpts, view: View, skipBack: boolean): string {
  const skin = o.skin;
  const hairC = o.hair;
  const style = o.hairStyle;
  const out: string[] = [];
  const earC = shade(skin, 0.08);
  if (!skipBack) out.push(hairUse('b', style, view, hairC));
  const ears = reuse(
    'e' + view[0],
    view === 'side'
      ? ellipse(-3, 3, 4.5, 5.5)
      : ellipse(-21.5, 3, 4.5, 6) + ellipse(21.5, 3, 4.5, 6),
    { fill: earC },
  );
  if (view === 'side') {
    if (style !== 'hijab') out.push(ears);
    out.push(
      reuse(
        'hs',
        path('M0 -22A22 22 0 0 0 -14.1 16.9Q-2 24 4 20Q14 20 19 12L21.5 4A22 22 0 0 0 0 -22Z'),
        { fill: skin },
      ),
    );
  } else if (view === 'front') {
    if (o.lod === 'high') out.push(path('M-12 18Q0 30 12 18L12 30L-12 30Z', shade(skin, 0.16)));
    if (!['hijab', 'long', 'wavy', 'none'].includes(style)) out.push(ears);
    out.push(ellipse(0, 1, 22, 23, skin));
  } else {
    out.push(ears);
    out.push(circle(0, 0, 22, skin));
  }
  if (view !== 'back' && !o.blank)
    out.push(face(view, { ...(o.face || {}), hairC, lod: o.lod }, skin));
  if (o.beard && view !== 'back') {
    const bc = o.beardColor || hairC;
    out.push(
      view === 'side'
        ? path(
            'M-6 8C-4 18 4 26 12 25C18 24 21 18 21 12C18 14 16 15 15 13C12 10 8 12 6 14C2 14 0 10 -6 8Z',
            bc,
          )
        : path(
            'M-21 4C-20 18 -10 27 0 27C10 27 20 18 21 4C18 10 14 13 10 12C6 9 -6 9 -10 12C-14 13 -18 10 -21 4ZM-6 11Q0 17 6 11Q0 14 -6 11Z',
            bc,
            { 'fill-rule': 'evenodd' },
          ),
    );
  }
  if (style !== 'none') out.push(hairUse('f', style, view, hairC));
  if (o.lod === 'high' && view === 'front') {
    const hl = tint(hairC, 0.18);
    const highlights: Partial<Record<HairStyle, string>> = {
      short: 'M-16 -20Q-6 -26 6 -24M2 -22Q12 -22 18 -14',
      wavy: 'M-18 -16Q-8 -24 4 -22',
      long: 'M-18 -16Q-8 -24 4 -22',
      ponytail: 'M-16 -18Q-6 -25 4 -24M6 -24Q14 -22 18 -14',
      bun: 'M-16 -18Q-6 -25 4 -24',
      bob: 'M-18 -16Q-8 -24 4 -22',
    };
    const strokes = highlights[style];
    if (strokes) out.push(sd(strokes, hl, 1.4, { opacity: 0.7 }));
  }
  if (o.glasses && view !== 'back') {
    out.push(
      view === 'side'
        ? circle(13, -1, 5.5, 'none', { stroke: P.ink, 'stroke-width': 1.6 }) +
            sd('M7.5 -2L-2 -3', P.ink, 1.6)
        : circle(-8, 0, 6, 'none', { stroke: P.ink, 'stroke-width': 1.6 }) +
            circle(8, 0, 6, 'none', { stroke: P.ink, 'stroke-width': 1.6 }) +
            sd('M-2 -1Q0 -2.5 2 -1', P.ink, 1.6),
    );
  }
  if (o.hat === 'hardhat') {
    out.push(
      view === 'side'
        ? path('M-22 -8C-22 -30 18 -32 20 -10L30 -9Q31 -5 27 -5L-22 -5Z', P.amber) +
            sd('M-2 -28L-2 -7', shade(P.amber, 0.2), 2)
        : path('M-24 -8C-24 -34 24 -34 24 -8L28 -7Q29 -3 25 -3L-25 -3Q-29 -3 -28 -7Z', P.amber) +
            sd('M0 -29L0 -5', shade(P.amber, 0.2), 2.5),
    );
  }
  return out.join('');
}

// ---------------------------------------------------------------- figure

/**
 * Build a person.
 * o.x, o.y: hip joint position. o.s: scale. o.view: side|front|back. o.dir: 1 faces right (side view).
 * o.torso: lean in degrees (forward positive in side view, to the viewer's right in front view).
 * o.head: head tilt (nod forward positive). o.arms / o.legs: [far, near] (side) or [viewer-left, viewer-right],
 *   each { a: [upperDeg, lowerDeg] } or { to: [x, y], bend: ±1 }. Side angles: from down, forward positive;
 *   front angles: from down, outward positive.
 * Clothes: top, sleeve (long|short|none), coat (bool), pants, legwear (pants|shorts|skirt|capri), shoes.
 */
export function person(o: PersonOpts): Figure {
  const B = { ...BODY[o.body || 'man'], ...(o.dims || {}) };
  const s = o.s ?? 1;
  const dir = o.dir ?? 1;
  const view = o.view ?? 'side';
  const skin = o.skin ?? SKIN[0];
  const hair = o.hair ?? HAIR.brown;
  const top = o.top ?? P.teal;
  const coat = o.coat;
  const torsoC = coat ? P.white : top;
  const sleeveC = coat ? P.white : top;
  const sleeve = o.sleeve ?? (coat ? 'long' : 'short');
  const legwear = o.legwear ?? 'pants';
  const pants = o.pants ?? P.ink;
  const shoes = o.shoes ?? shade(P.ink, 0.3);
  const far = (c: Color) => (view === 'side' ? shade(c, 0.14) : c);
  const H: Pt = [o.x, o.y];
  const tA = o.torso ?? 0;
  let tv: Pt, fv: Pt;
  if (view === 'side') {
    tv = upV(tA, dir);
    fv = upV(tA + 90, dir);
  } else {
    tv = [Math.sin(rad(tA)), -Math.cos(rad(tA))];
    fv = [-tv[1], tv[0]];
  }
  const N = add(H, mul(tv, B.torso * s));

  // roots
  const shoulderAt = (k: Side): Pt =>
    view === 'side'
      ? add(add(N, mul(tv, -15 * s)), mul(fv, (k === 0 ? -3 : -1.5) * s))
      : add(
          add(N, mul(tv, -10 * s)),
          mul(fv, (k === 0 ? -1 : 1) * (B.shW / 2 - B.armW / 2 - 1) * s),
        );
  const hipAt = (k: Side): Pt =>
    view === 'side'
      ? add(H, mul(fv, (k === 0 ? -3 : 1) * s))
      : add(H, mul(fv, (k === 0 ? -1 : 1) * (B.hipW / 2 - B.legW / 2) * s));
  const shoulders: Pair<Pt> = [shoulderAt(0), shoulderAt(1)];
  const hips: Pair<Pt> = [hipAt(0), hipAt(1)];

  function resolve(
    spec: Limb | undefined,
    root: Pt,
    l1: number,
    l2: number,
    k: Side,
    isArm: boolean,
  ): Bone {
    const sg = k === 0 ? -1 : 1;
    if (spec && spec.to) {
      const defBend = view === 'side' ? (isArm ? dir : -dir) : isArm ? -sg : -sg;
      const [j, e] = ik(root, spec.to, l1, l2, spec.bend ?? defBend);
      return [root, j, e];
    }
    const a =
      spec?.a ??
      (isArm ? [view === 'side' ? 4 : 8, view === 'side' ? 10 : 4] : [view === 'side' ? 0 : 3, 0]);
    const v = (deg: number): Pt =>
      view === 'side' ? limbV(deg, dir) : [sg * Math.sin(rad(deg)), Math.cos(rad(deg))];
    const j = add(root, mul(v(a[0]), l1));
    const e = add(j, mul(v(a[1]), l2));
    return [root, j, e];
  }

  const arm = (k: Side) => resolve(o.arms?.[k], shoulders[k], B.upper * s, B.fore * s, k, true);
  const leg = (k: Side) => resolve(o.legs?.[k], hips[k], B.thigh * s, B.shin * s, k, false);
  const arms: Pair<Bone> = [arm(0), arm(1)];
  const legs: Pair<Bone> = [leg(0), leg(1)];
  const near = (x: Color) => x;

  const armSvg = (k: Side) => {
    const [a, b, c] = arms[k];
    const sh = k === 0 ? far : near;
    const w = B.armW * s;
    const out = [
      sleeve === 'long'
        ? sp([lerp(b, c, 0.6), c], sh(skin), w * 0.9)
        : sp([a, b, c], sh(skin), w * 0.9),
    ];
    if (sleeve === 'long') out.push(sp([a, b, lerp(b, c, 0.78)], sh(sleeveC), w));
    else if (sleeve === 'short') out.push(sp([a, lerp(a, b, 0.55)], sh(sleeveC), w * 1.04));
    else if (sleeve === 'mid') out.push(sp([a, b, lerp(b, c, 0.25)], sh(sleeveC), w));
    if (coat && sleeve === 'long' && o.lod !== 'low')
      out.push(sp([lerp(b, c, 0.74), lerp(b, c, 0.78)], sh(tint(P.ink, 0.86)), w));
    out.push(circle(c[0], c[1], B.hand * s, sh(skin)));
    return out.join('');
  };

  const legSvg = (k: Side) => {
    const [a, b, c] = legs[k];
    const sh = k === 0 ? far : near;
    const w = B.legW * s;
    const out: string[] = [];
    const sv = norm(sub(c, b));
    // shoe
    const footA = o.feet?.[k];
    let fd: Pt;
    if (footA !== undefined) fd = view === 'side' ? limbV(footA, dir) : [0, 1];
    else fd = view === 'side' ? [dir * sv[1] * 1, -sv[0] * dir * dir] : [0, 1];
    if (view === 'side') {
      // foot direction: shin rotated 90 deg forward
      if (footA === undefined) fd = norm(rot(sv, -90 * dir));
      const heel = add(c, mul(fd, -3 * s));
      const toe = add(c, mul(fd, (B.foot - 6) * s));
      out.push(legwear === 'pants' ? '' : '');
      out.push(
        sp(
          [add(heel, mul(sv, 2 * s)), add(toe, mul(sv, 2 * s))],
          sh(o.bare ? skin : shoes),
          w * 0.72,
        ),
      );
    } else {
      const sg = k === 0 ? -1 : 1;
      const cc = add(c, [sg * 3 * s, 5 * s]);
      out.push(ellipse(cc[0], cc[1], w * 0.62, w * 0.42, sh(o.bare ? skin : shoes)));
    }
    if (legwear === 'pants') out.push(sp([a, b, c], sh(pants), w));
    else if (legwear === 'capri')
      out.push(sp([a, b, c], sh(skin), w * 0.85), sp([a, b, lerp(b, c, 0.55)], sh(pants), w));
    else if (legwear === 'shorts')
      out.push(sp([a, b, c], sh(skin), w * 0.85), sp([a, lerp(a, b, 0.6)], sh(pants), w * 1.1));
    else out.push(sp([a, b, c], sh(skin), w * 0.82));
    if (o.brace === k) {
      out.push(
        sp([lerp(a, b, 0.78), lerp(b, c, 0.22)], sh(P.ink), w * 1.12),
        sp([lerp(a, b, 0.95), lerp(b, c, 0.05)], sh(P.sage), w * 1.16),
      );
    }
    return out.join('');
  };

  const out: string[] = [];
  const armsOut: string[] = [];
  // head
  const headTilt = o.head ?? 0;
  const neckTop = add(N, mul(tv, B.neck * s));
  const htv = view === 'side' ? rot(tv, dir * headTilt) : rot(tv, headTilt);
  const hfv = view === 'side' ? rot(fv, dir * headTilt) : fv;
  let hc = add(neckTop, mul(htv, B.head * 0.82 * s));
  if (view === 'side') hc = add(hc, mul(hfv, 3 * s));
  const neck = sp(
    [add(N, mul(tv, -4 * s)), add(neckTop, mul(htv, 4 * s))],
    shade(skin, 0.1),
    B.neckW * s,
  );
  const hs = (B.head / 22) * s;
  const ang =
    view === 'side'
      ? (Math.atan2(htv[1], htv[0]) * 180) / Math.PI + 90
      : (Math.atan2(htv[1], htv[0]) * 180) / Math.PI + 90;
  const ho = { ...o, skin, hair, hairStyle: o.hairStyle ?? 'short' };
  const htr = `translate(${f(hc[0])} ${f(hc[1])})${Math.abs(ang) > 0.05 ? ` rotate(${f(ang)})` : ''} scale(${fs((view === 'side' ? dir : 1) * hs)}${view === 'side' && dir < 0 ? ' ' + fs(hs) : ''})`;
  const splitBack = view === 'front' && !o.hairOverBody;
  const headG = g({ transform: htr }, headLocal(ho, view, splitBack));
  const backHair = splitBack ? hairUse('b', ho.hairStyle, view, hair) : '';
  if (backHair) out.push(g({ transform: htr }, backHair));

  const w0 = (view === 'side' ? B.chest : B.shW) * s;
  const w1 = (view === 'side' ? B.hipD : B.hipW) * s;

  // hair that falls behind the body (front view long hair)
  // far limbs
  if (view === 'side') {
    if (!o.farArmFront) (o.splitArms && o.splitArms !== 'near' ? armsOut : out).push(armSvg(0));
    out.push(legSvg(0));
  } else {
    out.push(legSvg(0), legSvg(1));
    for (const k of SIDES) if (!o.armFront?.[k]) (o.splitArms ? armsOut : out).push(armSvg(k));
  }
  // pelvis
  const pelvisC =
    legwear === 'pants' || legwear === 'shorts' || legwear === 'capri' ? pants : o.skirt || pants;
  if (view !== 'side' && tA === 0)
    out.push(rect(H[0] - w1 / 2, H[1] - 16 * s, w1, 23 * s, pelvisC, 7 * s));
  else
    out.push(
      path(
        capsuleShape(
          add(H, mul(tv, 16 * s)),
          add(H, mul(tv, -7 * s)),
          w1,
          w1,
          6 * s,
          (view === 'side' ? 12 : 8) * s,
        ),
        pelvisC,
      ),
    );
  if (view === 'side') out.push(legSvg(1));
  // skirt over thighs
  if (legwear === 'skirt') {
    const sc = o.skirt || pants;
    for (const k of SIDES) {
      const [a, b] = legs[k];
      out.push(
        sp([a, lerp(a, b, 0.95)], k === 0 && view === 'side' ? far(sc) : sc, B.legW * s * 1.55),
      );
    }
  }
  // coat tails
  if (coat) {
    for (const k of SIDES) {
      const [a, b] = legs[k];
      const cc = k === 0 && view === 'side' ? far(P.white) : P.white;
      out.push(
        sp(
          [a, lerp(a, b, view === 'side' ? 0.42 : 0.5)],
          cc,
          B.legW * s * (view === 'side' ? 1.45 : 1.45),
        ),
      );
    }
    if (view === 'side')
      out.push(
        sp(
          [add(H, mul(fv, -9 * s)), add(add(H, mul(fv, -10 * s)), mul(tv, -22 * s))],
          P.white,
          B.legW * s * 0.9,
        ),
      );
  }
  // back-view long hair sits over the torso later; front-view long hair behind torso
  // torso
  const pregnant = o.pregnant;
  const torsoTop = add(N, mul(tv, -1 * s));
  const torsoBot = add(H, mul(tv, 6 * s));
  out.push(
    path(
      capsuleShape(
        torsoTop,
        torsoBot,
        w0,
        view === 'side' ? w1 : w1 * 1.02,
        (view === 'side' ? 14 : 13) * s,
        4 * s,
      ),
      torsoC,
    ),
  );
  if (pregnant && view === 'side') {
    const bc = add(lerp(torsoTop, torsoBot, 0.68), mul(fv, w0 * 0.36));
    out.push(
      ellipse(bc[0], bc[1], 21 * s, 25 * s, torsoC, {
        transform: `rotate(${f(tA * dir)} ${f(bc[0])} ${f(bc[1])})`,
      }),
    );
  }
  if (pregnant && view === 'front') {
    const bc = lerp(torsoTop, torsoBot, 0.7);
    out.push(ellipse(bc[0], bc[1], 24 * s, 22 * s, shade(torsoC, 0.06)));
  }
  // coat lapels / shirt
  if (coat) {
    if (view === 'front') {
      const a = add(torsoTop, mul(tv, -1 * s));
      out.push(
        path(
          'M' +
            pt(add(a, mul(fv, -11 * s))) +
            'L' +
            pt(add(a, mul(fv, 11 * s))) +
            'L' +
            pt(add(a, mul(tv, -34 * s))) +
            'Z',
          top,
        ),
      );
      if (o.lod !== 'low') {
        out.push(
          sp([add(a, mul(tv, -34 * s)), add(torsoBot, mul(tv, 0))], tint(P.ink, 0.82), 1.6 * s),
        );
        out.push(
          sp(
            [add(a, mul(fv, -11 * s)), add(a, mul(tv, -34 * s)), add(a, mul(fv, 11 * s))],
            tint(P.ink, 0.82),
            1.6 * s,
          ),
        );
        // pocket + pen
        const pk = add(add(torsoTop, mul(tv, -30 * s)), mul(fv, -17 * s));
        out.push(
          sp([add(pk, mul(fv, -6 * s)), add(pk, mul(fv, 6 * s))], tint(P.ink, 0.82), 1.6 * s),
          sp(
            [add(pk, mul(fv, 2 * s)), add(add(pk, mul(fv, 2 * s)), mul(tv, 7 * s))],
            P.teal,
            2.5 * s,
          ),
        );
      }
    } else if (view === 'side') {
      const a = add(torsoTop, mul(fv, w0 / 2 - 3 * s));
      out.push(
        path(
          'M' +
            pt(add(a, mul(fv, 1 * s))) +
            'L' +
            pt(add(a, mul(fv, -9 * s))) +
            'L' +
            pt(add(add(a, mul(tv, -30 * s)), mul(fv, 1 * s))) +
            'Z',
          top,
        ),
      );
    }
  } else if (o.vneck && view === 'front') {
    const a = add(torsoTop, mul(tv, -1 * s));
    out.push(
      path(
        'M' +
          pt(add(a, mul(fv, -8 * s))) +
          'L' +
          pt(add(a, mul(fv, 8 * s))) +
          'L' +
          pt(add(a, mul(tv, -14 * s))) +
          'Z',
        skin,
      ),
    );
    out.push(
      sp(
        [add(a, mul(fv, -8 * s)), add(a, mul(tv, -14 * s)), add(a, mul(fv, 8 * s))],
        shade(top, 0.25),
        2 * s,
      ),
    );
  }
  if (o.apron) {
    // work vest (safety): amber stripes on torso
    const y1 = lerp(torsoTop, torsoBot, 0.45);
    out.push(
      sp([add(y1, mul(fv, -w0 / 2 + 2 * s)), add(y1, mul(fv, w0 / 2 - 2 * s))], P.amber, 5 * s),
    );
  }

  // collar for coat (front)
  out.push(neck);
  if (coat && view === 'front') {
    const a = add(torsoTop, mul(tv, -1 * s));
    out.push(
      sp(
        [add(a, mul(fv, -13 * s)), add(a, mul(tv, -10 * s)), add(a, mul(fv, 13 * s))],
        P.white,
        5 * s,
      ),
    );
  }
  if (
    view === 'back' &&
    (o.hairStyle === 'long' || o.hairStyle === 'wavy' || o.hairStyle === 'hijab')
  ) {
    // long hair over the back
    out.push(headG);
    const a = add(neckTop, mul(tv, 6 * s));
    out.push(
      path(capsuleShape(a, add(a, mul(tv, -42 * s)), 46 * hs, 40 * hs, 16 * hs, 14 * hs), hair),
    );
  } else {
    out.push(headG);
  }

  // near / front arms
  if (view === 'side') {
    if (o.farArmFront) (o.splitArms ? armsOut : out).push(armSvg(0));
    (o.splitArms ? armsOut : out).push(armSvg(1));
  } else {
    for (const k of SIDES) if (o.armFront?.[k]) (o.splitArms ? armsOut : out).push(armSvg(k));
  }
  if (o.extra) out.push(o.extra);
  const svgStr = out.join('');
  return {
    svg: svgStr,
    arms: armsOut.join(''),
    headSvg: headG,
    neckSvg: neck,
    H,
    N,
    head: hc,
    headR: B.head * s,
    hands: [arms[0][2], arms[1][2]],
    elbows: [arms[0][1], arms[1][1]],
    shoulders,
    knees: [legs[0][1], legs[1][1]],
    feet: [legs[0][2], legs[1][2]],
    tv,
    fv,
  };
}

/** Hip height above the ground for a standing figure with straight legs. */
export const standY = (ground: number, s = 1, body: BodyKind = 'man'): number =>
  ground - (BODY[body].thigh + BODY[body].shin + 7) * s;

export { SKIN, HAIR };
