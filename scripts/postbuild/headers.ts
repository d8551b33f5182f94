import fs from 'node:fs';
import path from 'node:path';

/** Caching rules every host should apply: hashed assets forever, HTML and the worker revalidated. */
export function writeHeaders(out: string): string {
  const rules = [
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/service-worker.js',
    '  Cache-Control: no-cache',
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
  ];
  fs.writeFileSync(path.join(out, '_headers'), `${rules.join('\n')}\n`);
  return '_headers';
}
