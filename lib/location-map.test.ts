import { clinic } from '@/lib/content/clinic';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  formatCoordinates,
  locationMap,
  streetName,
} from '@/lib/location-map';

const input = {
  latitude: clinic().geo.latitude,
  longitude: clinic().geo.longitude,
  street: streetName(clinic().address.street),
  name: clinic().shortName,
};

describe('locationMap', () => {
  it('draws the same picture from the same coordinates', () => {
    expect(locationMap(input).svg).toBe(locationMap(input).svg);
  });

  it('draws another street pattern for other coordinates', () => {
    const other = locationMap({ ...input, latitude: input.latitude + 0.5 });
    expect(other.streets).not.toEqual(locationMap(input).streets);
  });

  it('is a standalone SVG that names the street, the clinic and the coordinates', () => {
    const { svg, pin } = locationMap(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect(svg).toContain(`>${input.street}</text>`);
    expect(svg).toContain(`>${clinic().shortName}</text>`);
    expect(svg).toContain(formatCoordinates(input.latitude, input.longitude));
    // Nothing in it points elsewhere: no links, images or fonts to fetch.
    expect(svg).not.toMatch(/href|url\(|<image|@import/);
    expect(pin.x).toBeGreaterThan(0);
    expect(pin.x).toBeLessThan(MAP_WIDTH);
    expect(pin.y).toBeGreaterThan(0);
    expect(pin.y).toBeLessThan(MAP_HEIGHT);
  });

  it('escapes text that would break the markup', () => {
    expect(locationMap({ ...input, name: 'A & <B>' }).svg).toContain('A &amp; &lt;B&gt;');
  });
});

describe('helpers', () => {
  it('takes the street from an address line', () => {
    expect(streetName('9550 Lackman Rd, Suite 100')).toBe('Lackman Rd');
    expect(streetName('12B Main Street')).toBe('Main Street');
  });

  it('writes coordinates with hemispheres', () => {
    expect(formatCoordinates(38.9542, -94.7556)).toBe('38.9542° N, 94.7556° W');
    expect(formatCoordinates(-33.9, 151.2)).toBe('33.9000° S, 151.2000° E');
  });
});
