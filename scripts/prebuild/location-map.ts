import fs from 'node:fs';
import path from 'node:path';
import { clinic } from '@/lib/content/clinic';
import { LOCATION_MAP_SRC, locationMap, streetName } from '@/lib/location-map';

/**
 * The map facade's picture, drawn from the clinic's coordinates and street
 * (lib/location-map.ts), so changing content/clinic.yaml redraws it.
 */
export function writeLocationMap(pub: string): string {
  const file = path.join(pub, LOCATION_MAP_SRC);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { svg } = locationMap({
    latitude: clinic().geo.latitude,
    longitude: clinic().geo.longitude,
    street: streetName(clinic().address.street),
    name: clinic().shortName,
  });
  fs.writeFileSync(file, svg);
  return path.relative(process.cwd(), file);
}
