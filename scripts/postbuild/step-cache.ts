import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where postbuild steps keep what they made, by the hash of what they made it from: inside
 * Next's own cache folder, which `next build` never clears and which the hosts keep between
 * builds (Cloudflare Pages' build cache, the Netlify plugin in scripts/netlify-cache/:
 * docs/deploying.md, "Builds that reuse what did not change").
 */
export const STEP_CACHE_DIR = path.join('.next', 'cache', 'postbuild');

export type StepCache = {
  /**
   * The bytes `make` returns for these inputs: made once, then read back on every later build
   * whose inputs hash the same (the step's version is part of the hash).
   */
  once(inputs: (string | Buffer)[], make: () => Promise<Buffer>): Promise<Buffer>;
  /** Drops every entry this build did not ask for (so the cache holds one build's worth) and says how many were reused. */
  finish(): string;
};

/** No cache: every output made again (the unit tests of the steps, a build with POSTBUILD_CACHE=0). */
export const noCache: StepCache = { once: (_inputs, make) => make(), finish: () => '' };

/**
 * The cache of one step. `version` names everything besides the inputs that decides the
 * output (the step's settings, its library's version): change it and every entry is made
 * again. An entry is written to a temporary name and renamed, so a build stopped midway
 * never leaves a torn one.
 */
export function stepCache(step: string, version: string, root = STEP_CACHE_DIR): StepCache {
  const dir = path.join(root, step);
  const used = new Set<string>();
  let reused = 0;
  const keyOf = (inputs: (string | Buffer)[]) => {
    const hash = crypto.createHash('sha256').update(version);
    // Each input's length first, so that ('ab', 'c') and ('a', 'bc') differ.
    for (const input of inputs) hash.update(`\0${Buffer.byteLength(input)}\0`).update(input);
    return hash.digest('hex');
  };
  return {
    async once(inputs, make) {
      const key = keyOf(inputs);
      const file = path.join(dir, key);
      used.add(key);
      if (fs.existsSync(file)) {
        reused += 1;
        return fs.readFileSync(file);
      }
      const output = await make();
      fs.mkdirSync(dir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, output);
      fs.renameSync(temporary, file);
      return output;
    },
    finish() {
      const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
      const stale = entries.filter((name) => !used.has(name));
      for (const name of stale) fs.rmSync(path.join(dir, name), { force: true });
      return `${reused} of ${used.size} reused from ${dir}${stale.length ? `, ${stale.length} old dropped` : ''}`;
    },
  };
}
