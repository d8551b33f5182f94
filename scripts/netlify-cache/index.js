// Netlify build plugin, local to this repository (netlify.toml, [[plugins]]): keeps Next's
// cache folder, .next/cache, from one build to the next, through Netlify's cache utility
// (`utils.cache`, the documented way for a build to keep files). That folder holds
// Turbopack's compilation (.next/cache/turbopack) and what the postbuild steps made from
// unchanged inputs (.next/cache/postbuild, scripts/postbuild/step-cache.ts).
// Netlify's own Next.js plugin, which it adds to a Next.js site by itself, saves
// `<publish directory>/cache`: for this static export that is out/cache, which does not
// exist, so without this plugin every Netlify build is a cold one (docs/deploying.md).
// "Clear cache and deploy site" in Netlify's deploy menu empties it.
const CACHED = ['.next/cache'];

module.exports = {
  /** Before the build command: the last build's cache, when there is one. */
  async onPreBuild({ utils }) {
    const restored = await utils.cache.restore(CACHED);
    console.log(
      restored ? 'next-cache: .next/cache restored' : 'next-cache: no cache yet, a cold build',
    );
  },
  /** After a build that passed: its cache, for the next build. */
  async onPostBuild({ utils }) {
    const saved = await utils.cache.save(CACHED);
    console.log(saved ? 'next-cache: .next/cache saved' : 'next-cache: no .next/cache to save');
  },
};
