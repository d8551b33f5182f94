import { samplesLeft, type SampleLeft } from '@/lib/samples';

type Env = Record<string, string | undefined>;

/**
 * Whether a build is for a real host, where samples must not be published: Cloudflare Pages
 * (`CF_PAGES`), Netlify (`NETLIFY`), an explicit `SITE_ENV=production`, or a SITE_URL that is
 * a real address (not `.example`, not this machine). `SITE_ENV=demo` says the deploy is a
 * demonstration: it publishes the samples, marked as a demo and kept out of search engines.
 */
export function buildTarget(env: Env = process.env): 'local' | 'production' | 'demo' {
  if (env.SITE_ENV === 'demo') return 'demo';
  if (env.SITE_ENV === 'production') return 'production';
  if (env.CF_PAGES === '1' || env.NETLIFY === 'true') return 'production';
  const site = env.SITE_URL ?? '';
  if (site && !/\.example(?:[:/]|$)|\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?:[:/]|$)/i.test(site))
    return 'production';
  return 'local';
}

/** Whether pages say they are a demo and are kept out of search engines. */
export const isDemo = (env: Env = process.env) => buildTarget(env) === 'demo';

/** The launch check: every sample left, and the verdict for this build. */
export function launchCheck(env: Env = process.env): {
  target: ReturnType<typeof buildTarget>;
  left: SampleLeft[];
  refuse: boolean;
} {
  const target = buildTarget(env);
  const left = samplesLeft(env);
  return { target, left, refuse: target === 'production' && left.length > 0 };
}
