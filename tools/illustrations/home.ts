// Home page hero, video thumbnail and the default social-sharing image.
import {
  P,
  SKIN,
  HAIR,
  g,
  rect,
  circle,
  ellipse,
  path,
  sd,
  mix,
  shade,
  tint,
  blob,
  backdrop,
  shadow,
  sparkle,
  dots,
  type Pt,
  type Scene,
} from './lib';
import { person, standY } from './person';
import { DOC } from './scenes';
import * as pr from './props';

/** Dr. Whitaker shaking hands with a smiling patient in the clinic. */
function hero(w: number, h: number): string[] {
  const floor = 540;
  const out = [backdrop(w, h, { cy: 290, rx: 330, ry: 250, seed: 301 })];
  out.push(pr.windowFrame(84, 96, 170, 150, { sun: true }));
  out.push(pr.mark(640, 120, 0.9));
  out.push(pr.plant(716, floor, 1.05));
  const s = 1.65;
  const meet: Pt = [402, 346];
  const pat = person({
    view: 'side',
    dir: 1,
    x: 312,
    y: standY(floor, s, 'woman'),
    s,
    body: 'woman',
    skin: SKIN[2],
    hair: HAIR.dark,
    hairStyle: 'long',
    top: P.sage,
    pants: P.ink,
    face: { mouth: 'grin' },
    head: -4,
    legs: [{ a: [-3, 0] }, { a: [5, 0] }],
    arms: [{ a: [-8, 6] }, { to: meet, bend: 1 }],
  });
  const doc = person({
    ...DOC,
    view: 'side',
    dir: -1,
    x: 500,
    y: standY(floor, s),
    s,
    face: { mouth: 'grin' },
    head: -4,
    legs: [{ a: [-3, 0] }, { a: [5, 0] }],
    arms: [{ a: [-6, 8] }, { to: [meet[0] + 6, meet[1] + 2], bend: -1 }],
    splitArms: 'near',
  });
  out.push(shadow(312, floor, 70), shadow(500, floor, 76));
  out.push(pat.svg, doc.svg, doc.arms);
  out.push(ellipse(meet[0] + 2, meet[1] + 1, 17, 12, DOC.skin));
  out.push(sparkle(404, 200, 14), sparkle(360, 250, 8, P.teal), sparkle(452, 236, 9, P.coral));
  return out;
}

/** A calm treatment room; the centre stays clear for the play button. */
function videoThumb(w: number, h: number): string[] {
  const floor = 590;
  const out = [rect(0, 0, w, h, P.cream)];
  out.push(
    rect(0, floor, w, h - floor, P.sand),
    rect(0, floor - 14, w, 14, mix(P.sand, P.ink, 0.12)),
  );
  out.push(blob(640, 330, 300, 230, P.lteal, 311, 0.08, 9, { opacity: 0.7 }));
  // window with morning light
  out.push(pr.windowFrame(70, 90, 300, 310, { sun: true }));
  out.push(path(`M70 412L370 412L470 ${floor}L10 ${floor}Z`, P.white, { opacity: 0.35 }));
  out.push(pr.plant(420, floor, 1.8));
  out.push(pr.clock(1130, 110, 44, { h: 10, m: 10 }));
  // treatment table and spine model
  out.push(pr.table(860, 1130, 450, floor, { cradle: 'left' }));
  out.push(pillowRoll(1070, 436));
  out.push(
    rect(1160, 430, 110, floor - 430, mix(P.sand, P.ink, 0.25), 10),
    rect(1152, 420, 126, 18, mix(P.sand, P.ink, 0.35), 6),
  );
  out.push(rect(1190, 410, 50, 14, P.ink, 7), rect(1210, 360, 10, 54, tint(P.ink, 0.4), 3));
  out.push(pr.spineSide(1212, 130, 240, { dir: 1, disc: P.teal, wide: 1.6 }));
  return out;
}

function pillowRoll(x: number, y: number): string {
  return (
    rect(x - 40, y - 16, 80, 28, P.white, 14) + ellipse(x + 40, y - 2, 7, 14, tint(P.ink, 0.85))
  );
}

/** Social-sharing image: brand teal, the spine motif and the mark. */
function og(w: number, h: number): string[] {
  const out = [rect(0, 0, w, h, P.teal)];
  out.push(circle(930, 315, 290, shade(P.teal, 0.12)), circle(930, 315, 220, tint(P.teal, 0.08)));
  out.push(circle(160, 560, 140, tint(P.teal, 0.1)), circle(1120, 40, 90, tint(P.teal, 0.1)));
  out.push(
    pr.spineSide(910, 70, 480, {
      dir: 1,
      bone: P.white,
      boneShade: tint(P.teal, 0.55),
      disc: P.amber,
      wide: 1.5,
    }),
  );
  out.push(g({}, pr.mark(300, 315, 2.6, { bg: P.white, fg: P.teal, accent: P.amber })));
  out.push(
    sd('M470 400Q560 330 650 400T830 400', tint(P.teal, 0.3), 10),
    sd('M470 440Q560 370 650 440T830 440', tint(P.teal, 0.2), 8),
  );
  out.push(
    sparkle(620, 120, 18, P.amber),
    sparkle(700, 500, 12, P.white),
    dots(
      [
        [560, 470, 8],
        [1140, 560, 10],
      ],
      P.sage,
    ),
  );
  return out;
}

/** Pictures outside the scene, blog and people sets: path under the output root, width, height, scene. */
export const home: Record<string, readonly [number, number, Scene]> = {
  'illustrations/home/hero.svg': [800, 600, hero],
  'illustrations/home/video-thumbnail.svg': [1280, 720, videoThumb],
  'og/default.svg': [1200, 630, og],
};
