// The yardstick of `npm run bench -- lighthouse`: a bare Next.js page with one client
// counter, exported as the site is (static files, trailing slashes), built from the
// project's own Next.js. Nothing else of the site is in it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = {
  output: 'export',
  trailingSlash: true,
  // The bench builds a copy in .bench/bare-next/, inside the project whose node_modules it uses.
  turbopack: { root: path.resolve(here, '../..') },
};

export default config;
