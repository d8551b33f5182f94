import { checkKinds } from '@/lib/content/kinds';
import { ContentError } from '@/lib/content/read';

/** Problems a content error carries, one line each; anything else is a bug and is thrown. */
function problemsOf(error: unknown): string[] {
  if (error instanceof ContentError) return [...error.problems];
  throw error;
}

/**
 * Every problem of every content file, one line each, naming the file, the
 * field and the language: first the schemas, then (when they pass) the
 * loaders, which fill the {{placeholders}} and check what spans files.
 * `npm run build` stops on any before `next build` writes a file.
 */
export async function contentProblems(): Promise<string[]> {
  try {
    checkKinds();
  } catch (error) {
    return problemsOf(error);
  }
  const loaders = [
    () => import('@/lib/content/clinic'),
    () => import('@/lib/content/team'),
    () => import('@/lib/content/pages'),
    () => import('@/lib/content/services'),
    () => import('@/lib/content/conditions'),
    () => import('@/lib/content/closures'),
    () => import('@/lib/content/legal'),
    () => import('@/lib/content/blog-categories'),
    () => import('@/lib/blog').then((blog) => blog.getPosts('en')),
  ];
  const problems = new Set<string>();
  for (const load of loaders) {
    try {
      await load();
    } catch (error) {
      for (const problem of problemsOf(error)) problems.add(problem);
    }
  }
  return [...problems];
}
