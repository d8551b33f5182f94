// The MDN HTTP Observatory's own checks and grader (@mdn/mdn-http-observatory)
// on one address of a local server: its CLI scans only a host's root, on the
// default ports. Run by editor-hardened.spec.ts as
//   NODE_EXTRA_CA_CERTS=<test certificate> node e2e/observatory-scan.mjs <host> <https port> <path>
// and prints the scan's grade, score and failed tests as JSON.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';

// Its install script downloads the HSTS preload list from hosts closed here; a
// local address is on no preload list, so an empty one stands in for it.
const preload = fileURLToPath(
  new URL('../node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json', import.meta.url),
);
if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');

const [hostname, httpsPort, path] = process.argv.slice(2);
const retrieved = await retrieve(hostname, { httpsPort, path });
if (!retrieved.responses.auto) throw new Error(`${hostname}:${httpsPort}${path} did not answer`);
// The same sums as the scanner's scan() (src/scanner/index.js).
let withExtraCredit = 100;
let uncurved = 100;
const failed = [];
for (const test of ALL_TESTS) {
  const result = test(retrieved);
  if (!result.result) continue;
  const modifier = getScoreModifier(result.result);
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (!result.pass) failed.push(result.result);
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(JSON.stringify({ grade, score, failed, status: retrieved.responses.auto.status }));
