// npm run launch-check: lists every sample value the site still holds (content/samples.yaml:
// the clinic's facts, its widgets, its people's credentials, the site's address and the
// editor's repository), each with where it is changed, and exits non-zero while any is left.
// The build runs the same check on a real host and refuses to publish (scripts/prebuild.ts).
// docs/launching.md takes a clinic from these samples to its own site.
import { formatSamplesLeft } from '@/lib/samples';
import { launchCheck } from '@/lib/launch';

const { left } = launchCheck();
if (left.length === 0) {
  console.log('launch-check: no sample values are left; the site is the clinic’s own.');
} else {
  console.error(
    `launch-check: ${left.length} sample value(s) must be replaced with the clinic’s own before launch (docs/launching.md):\n${formatSamplesLeft(left)}`,
  );
  process.exitCode = 1;
}
