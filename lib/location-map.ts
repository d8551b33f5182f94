/**
 * The contact page's map picture: an illustrated street map in the site's
 * colours, drawn at build time from the clinic's coordinates and street, so
 * the map facade shows the location without a request to a map vendor. The
 * streets around the clinic's own are an illustration (seeded by the
 * coordinates, so the picture is stable from build to build), not survey data.
 */

export type LocationMapInput = {
  latitude: number;
  longitude: number;
  /** The clinic's street, e.g. "Lackman Rd": labels the road the pin stands on. */
  street: string;
  /** Short name shown on the pin's label. */
  name: string;
};

export const MAP_WIDTH = 1200;
export const MAP_HEIGHT = 600;

const colours = {
  land: '#fbf7f0', // cream
  block: '#efe2c8', // sand
  park: '#cfe6d4',
  water: '#a9d3e0',
  road: '#ffffff',
  roadEdge: '#e2d5bb',
  arterial: '#f7d9a6',
  arterialEdge: '#e8b96a',
  ink: '#17324d',
  brand: '#0e6e6e',
  accent: '#f2a541',
} as const;

/** A small deterministic generator (mulberry32), seeded from the coordinates. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(latitude: number, longitude: number): number {
  return Math.round(Math.abs(latitude) * 1e5) * 31 + Math.round(Math.abs(longitude) * 1e5);
}

/** "38.9542° N, 94.7556° W" */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Positions of the side streets across one axis, avoiding the main road at `avoid`. */
function streetPositions(next: () => number, size: number, avoid: number): number[] {
  const out: number[] = [];
  let at = 40 + next() * 60;
  while (at < size - 40) {
    if (Math.abs(at - avoid) > 70) out.push(Math.round(at));
    at += 120 + next() * 90;
  }
  return out;
}

export type LocationMap = {
  svg: string;
  /** Where the pin points, in the picture's own units. */
  pin: { x: number; y: number };
  streets: { vertical: number[]; horizontal: number[] };
};

/** The SVG document of the map picture, and the geometry tests can check. */
export function locationMap(input: LocationMapInput): LocationMap {
  const next = random(seedOf(input.latitude, input.longitude));
  const W = MAP_WIDTH;
  const H = MAP_HEIGHT;
  // The clinic's street runs north-south through the middle; the pin stands beside it.
  const mainX = Math.round(W * 0.5);
  const crossY = Math.round(H * (0.3 + next() * 0.15));
  const pin = { x: mainX + 34, y: Math.round(H * 0.58) };
  const vertical = streetPositions(next, W, mainX);
  const horizontal = streetPositions(next, H, crossY);

  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="${colours.land}"/>`);

  // A creek with its green belt across the lower part of the picture, for orientation.
  const creekY = Math.round(H * (0.78 + next() * 0.1));
  const creek = `M0 ${creekY} C ${Math.round(W * 0.3)} ${creekY - 24}, ${Math.round(W * 0.6)} ${creekY + 24}, ${W} ${creekY - 8}`;
  parts.push(
    `<path d="${creek}" fill="none" stroke="${colours.park}" stroke-width="70"/>`,
    `<path d="${creek}" fill="none" stroke="${colours.water}" stroke-width="12" stroke-linecap="round"/>`,
  );
  const inBelt = (y0: number, y1: number) => y1 > creekY - 62 && y0 < creekY + 62;

  // Building blocks between the streets (the pin's block is left free for the clinic).
  const xs = [0, ...vertical, mainX, W].sort((a, b) => a - b);
  const ys = [0, ...horizontal, crossY, H].sort((a, b) => a - b);
  const parkCell = { i: next() < 0.5 ? 0 : xs.length - 2, j: ys.length - 2 };
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const x0 = (xs[i] as number) + 14;
      const x1 = (xs[i + 1] as number) - 14;
      const y0 = (ys[j] as number) + 14;
      const y1 = (ys[j + 1] as number) - 14;
      if (x1 - x0 < 24 || y1 - y0 < 24) continue;
      const pinCell =
        pin.x > (xs[i] as number) &&
        pin.x < (xs[i + 1] as number) &&
        pin.y > (ys[j] as number) &&
        pin.y < (ys[j + 1] as number);
      if (pinCell) continue;
      if (i === parkCell.i && j === parkCell.j) {
        parts.push(
          `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" rx="18" fill="${colours.park}"/>`,
        );
        for (let k = 0; k < 4; k++) {
          const cx = Math.round(x0 + 20 + next() * Math.max(0, x1 - x0 - 40));
          const cy = Math.round(y0 + 20 + next() * Math.max(0, y1 - y0 - 40));
          parts.push(
            `<circle cx="${cx}" cy="${cy}" r="${9 + Math.round(next() * 6)}" fill="#9fcaa9"/>`,
          );
        }
        continue;
      }
      // Two or three buildings per block, in the block's own rhythm.
      const count = 1 + Math.floor(next() * 3);
      const step = (x1 - x0) / count;
      for (let k = 0; k < count; k++) {
        const bx = Math.round(x0 + k * step + 4);
        const bw = Math.round(step - 8 - next() * 14);
        const bh = Math.round((y1 - y0) * (0.55 + next() * 0.4));
        if (bw < 14 || inBelt(y0, y0 + bh)) continue;
        parts.push(
          `<rect x="${bx}" y="${y0}" width="${bw}" height="${bh}" rx="6" fill="${colours.block}"/>`,
        );
      }
    }
  }

  const road = (d: string, width: number, fill: string, edge: string) =>
    `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${width + 4}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round"/>`;
  for (const x of vertical) parts.push(road(`M${x} 0V${H}`, 14, colours.road, colours.roadEdge));
  for (const y of horizontal) parts.push(road(`M0 ${y}H${W}`, 14, colours.road, colours.roadEdge));
  parts.push(road(`M0 ${crossY}H${W}`, 22, colours.arterial, colours.arterialEdge));
  parts.push(road(`M${mainX} 0V${H}`, 26, colours.arterial, colours.arterialEdge));

  // The clinic's street name, along its road, level with the pin (it stays in view however the picture is cropped).
  const street = escapeXml(input.street);
  const labelY = Math.round(H * 0.5);
  parts.push(
    `<text x="${mainX + 6}" y="${labelY}" transform="rotate(-90 ${mainX + 6} ${labelY})" text-anchor="middle" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="${colours.ink}" letter-spacing="1">${street}</text>`,
  );

  // The clinic: its building, the pin and a label.
  parts.push(
    `<rect x="${pin.x - 10}" y="${pin.y - 6}" width="84" height="58" rx="8" fill="#b7dcd8" stroke="${colours.brand}" stroke-width="3"/>`,
  );
  parts.push(
    `<ellipse cx="${pin.x}" cy="${pin.y + 4}" rx="16" ry="6" fill="${colours.ink}" opacity="0.2"/>`,
    `<path d="M${pin.x} ${pin.y} C ${pin.x - 8} ${pin.y - 20}, ${pin.x - 30} ${pin.y - 34}, ${pin.x - 30} ${pin.y - 58} A 30 30 0 1 1 ${pin.x + 30} ${pin.y - 58} C ${pin.x + 30} ${pin.y - 34}, ${pin.x + 8} ${pin.y - 20}, ${pin.x} ${pin.y} Z" fill="${colours.brand}" stroke="#ffffff" stroke-width="4"/>`,
    `<circle cx="${pin.x}" cy="${pin.y - 58}" r="11" fill="${colours.accent}"/>`,
  );
  const name = escapeXml(input.name);
  const labelWidth = Math.round(name.length * 10.5 + 32);
  parts.push(
    `<rect x="${pin.x + 40}" y="${pin.y - 96}" width="${labelWidth}" height="40" rx="20" fill="#ffffff" stroke="${colours.ink}" stroke-opacity="0.15"/>`,
    `<text x="${pin.x + 40 + labelWidth / 2}" y="${pin.y - 70}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="800" fill="${colours.ink}">${name}</text>`,
  );

  // North arrow and the coordinates the picture was drawn from.
  parts.push(
    `<g transform="translate(${W - 60} 60)"><circle r="30" fill="#ffffff" stroke="${colours.ink}" stroke-opacity="0.15"/><path d="M0 -20 L9 8 L0 3 L-9 8 Z" fill="${colours.ink}"/><text y="22" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="700" fill="${colours.ink}">N</text></g>`,
    `<text x="${W - 16}" y="${H - 16}" text-anchor="end" font-family="system-ui, sans-serif" font-size="13" fill="${colours.ink}" opacity="0.7">${formatCoordinates(input.latitude, input.longitude)}</text>`,
  );

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>\n`;
  return {
    svg,
    pin,
    streets: { vertical: [...vertical, mainX], horizontal: [...horizontal, crossY] },
  };
}

/** The street of an address line: "9550 Lackman Rd, Suite 100" → "Lackman Rd". */
export function streetName(addressLine: string): string {
  const first = addressLine.split(',')[0] ?? addressLine;
  return first.replace(/^\s*\d+[A-Za-z]?\s+/, '').trim();
}

/** Site path of the generated picture (written by scripts/prebuild.ts into public/). */
export const LOCATION_MAP_SRC = '/generated/location-map.svg';
