import { createHash } from 'node:crypto';
import type { BrowserContext, Route } from '@playwright/test';
import { repositoryFiles } from './editor-local';

/**
 * A stand-in for GitHub's API, as the editor (Sveltia CMS) talks to it in GitHub mode with the
 * editorial workflow: a repository of content/ on its main branch, with branches, commits and
 * pull requests kept in memory. Every tab of a browser context talks to the same repository, as
 * two tabs talk to GitHub. It answers only the requests the editor makes (REST and GraphQL, each
 * GraphQL query told by the fields it asks for); anything else answers 404, so an unexpected
 * request shows in the test, never reaching the network.
 */

type Files = Map<string, string>;
type Commit = { oid: string; files: Files; message: string; date: string };

export const REPOSITORY = 'prairie-spine/website';
/** A signed-in staff member, as Sveltia stores one in `localStorage['sveltia-cms.user']`. */
export const SIGNED_IN = JSON.stringify({
  backendName: 'github',
  token: 'gho_test-token-for-the-editor',
  login: 'frontdesk',
  name: 'Front Desk',
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
/** Git's name for a file's contents. */
export const blobSha = (text: string) => sha1(`blob ${Buffer.byteLength(text)}\0${text}`);

export function githubStub() {
  const start = new Map(
    Object.entries(repositoryFiles())
      .filter(([file]) => file.startsWith('content/'))
      .map(([file, base64]) => [file, Buffer.from(base64, 'base64').toString('utf8')]),
  );
  const commits = new Map<string, Commit>();
  const commit = (files: Files, message: string): Commit => {
    const c = {
      oid: sha1(`${commits.size} ${message}`),
      files,
      message,
      date: new Date().toISOString(),
    };
    commits.set(c.oid, c);
    return c;
  };
  const branches = new Map<string, Commit>([['main', commit(start, 'The site')]]);
  const pulls: { number: number; branch: string }[] = [];
  const blobs = () =>
    new Map(
      [...commits.values()].flatMap((c) => [...c.files.values()].map((t) => [blobSha(t), t])),
    );

  /** The GraphQL answers, by what each query asks for. */
  function graphql(query: string, vars: Record<string, unknown>): unknown {
    const branch = branches.get(String(vars.branch ?? 'main'));
    if (query.includes('defaultBranchRef'))
      return { repository: { defaultBranchRef: { name: 'main' } } };
    if (query.includes('createCommitOnBranch')) {
      const input = vars.input as {
        branch: { branchName: string };
        expectedHeadOid: string;
        fileChanges: {
          additions?: { path: string; contents: string }[];
          deletions?: { path: string }[];
        };
        message: { headline: string };
      };
      const head = branches.get(input.branch.branchName);
      if (!head || head.oid !== input.expectedHeadOid)
        return { errors: [{ message: 'Expected branch to point to a different commit' }] };
      const files = new Map(head.files);
      for (const { path } of input.fileChanges.deletions ?? []) files.delete(path);
      for (const { path, contents } of input.fileChanges.additions ?? [])
        files.set(path, Buffer.from(contents, 'base64').toString('utf8'));
      const made = commit(files, input.message.headline);
      branches.set(input.branch.branchName, made);
      const shas = Object.fromEntries(
        (input.fileChanges.additions ?? []).map(({ path }, i) => [
          `file_${i}`,
          { oid: blobSha(files.get(path) as string) },
        ]),
      );
      return {
        createCommitOnBranch: { commit: { oid: made.oid, committedDate: made.date, ...shas } },
      };
    }
    if (query.includes('createRef')) {
      const { name, oid } = vars.input as { name: string; oid: string };
      const ref = name.replace('refs/heads/', '');
      if (branches.has(ref))
        return { errors: [{ message: `A ref named "${name}" already exists in the repository.` }] };
      branches.set(ref, commits.get(oid) as Commit);
      return { createRef: { ref: { name } } };
    }
    if (query.includes('fork: repository'))
      return { fork: { id: 'R_1' }, base: { ref: { target: { oid: branches.get('main')?.oid } } } };
    if (query.includes('totalCount'))
      return {
        repository: {
          pullRequests: { totalCount: pulls.filter((p) => p.branch === vars.branch).length },
        },
      };
    if (query.includes('pullRequests')) return { repository: { pullRequests: { nodes: [] } } };
    if (query.includes('object(oid:')) {
      const all = blobs();
      return {
        repository: Object.fromEntries(
          [...query.matchAll(/(\w+): object\(oid: "(\w+)"\)/g)].map(([, alias, oid]) => [
            alias,
            { text: all.get(String(oid)) ?? null, isTruncated: false },
          ]),
        ),
      };
    }
    if (query.includes('history(first: 1, path:'))
      return {
        repository: Object.fromEntries(
          [...query.matchAll(/(\w+): ref\(/g)].map(([, alias]) => [
            alias,
            {
              target: {
                history: {
                  nodes: [
                    {
                      author: { name: 'Front Desk', email: 'desk@example.com', user: null },
                      committedDate: branch?.date,
                    },
                  ],
                },
              },
            },
          ]),
        ),
      };
    if (query.includes('history(first: 1)'))
      return {
        repository: branch
          ? {
              ref: {
                target: { history: { nodes: [{ oid: branch.oid, message: branch.message }] } },
              },
            }
          : { ref: null },
      };
    return {};
  }

  /** The REST answers: [status, body]. */
  function rest(method: string, url: URL, body: Record<string, unknown>): [number, unknown] {
    const path = url.pathname.replace(`/repos/${REPOSITORY}`, '');
    if (url.pathname === '/user')
      return [200, { login: 'frontdesk', name: 'Front Desk', id: 1, avatar_url: '' }];
    if (path === '') return [200, { full_name: REPOSITORY, permissions: { push: true } }];
    if (path.startsWith('/collaborators/')) return [204, null];
    const tree = path.match(/^\/git\/trees\/(.+)$/);
    if (tree) {
      const c = commits.get(String(tree[1])) ?? branches.get(String(tree[1]));
      if (!c) return [404, { message: 'Not Found' }];
      return [
        200,
        {
          tree: [...c.files].map(([file, text]) => ({
            path: file,
            type: 'blob',
            sha: blobSha(text),
            size: Buffer.byteLength(text),
          })),
        },
      ];
    }
    const blob = path.match(/^\/git\/blobs\/(\w+)$/);
    if (blob) return [200, blobs().get(String(blob[1])) ?? ''];
    const contents = path.match(/^\/contents\/(.+)$/);
    if (contents) {
      const text = branches
        .get(url.searchParams.get('ref') ?? 'main')
        ?.files.get(String(contents[1]));
      return text === undefined ? [404, { message: 'Not Found' }] : [200, { sha: blobSha(text) }];
    }
    const ref = path.match(/^\/git\/ref\/heads\/(.+)$/);
    if (ref) {
      const c = branches.get(decodeURIComponent(String(ref[1])));
      return c ? [200, { object: { sha: c.oid } }] : [404, { message: 'Not Found' }];
    }
    if (path === '/git/matching-refs/heads/cms/')
      return [
        200,
        [...branches]
          .filter(([name]) => name.startsWith('cms/'))
          .map(([name, c]) => ({ ref: `refs/heads/${name}`, object: { sha: c.oid } })),
      ];
    const compare = path.match(/^\/compare\/(\w+)\.\.\.(.+)$/);
    if (compare) {
      const [from, to] = [
        commits.get(String(compare[1])),
        branches.get(decodeURIComponent(String(compare[2]))),
      ];
      if (!from || !to) return [404, { message: 'Not Found' }];
      const names = new Set([...from.files.keys(), ...to.files.keys()]);
      return [
        200,
        {
          files: [...names]
            .filter((f) => from.files.get(f) !== to.files.get(f))
            .map((filename) => ({ filename })),
        },
      ];
    }
    if (method === 'POST' && path === '/pulls') {
      const pull = { number: pulls.length + 1, branch: String(body.head) };
      pulls.push(pull);
      const now = new Date().toISOString();
      return [
        201,
        {
          ...pull,
          node_id: `PR_${pull.number}`,
          title: body.title,
          created_at: now,
          updated_at: now,
        },
      ];
    }
    if (method === 'POST' && /^\/issues\/\d+\/labels$/.test(path)) return [200, []];
    return [404, { message: 'Not Found' }];
  }

  const unexpected: string[] = [];
  return {
    /** The text of a file on a branch, or undefined. */
    file: (file: string, branch = 'main') => branches.get(branch)?.files.get(file),
    /** The repository's branches, by name. */
    branches: () => [...branches.keys()],
    /** Requests the stand-in had no answer for (method and path). */
    unexpected,
    async install(context: BrowserContext) {
      await context.route('https://api.github.com/**', async (route: Route) => {
        const request = route.request();
        const url = new URL(request.url());
        const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
        if (url.pathname === '/graphql') {
          const { query, variables } = body as {
            query: string;
            variables?: Record<string, unknown>;
          };
          const answer = graphql(query, variables ?? {}) as { errors?: unknown };
          return route.fulfill({ json: answer.errors ? answer : { data: answer } });
        }
        const [status, json] = rest(request.method(), url, body);
        if (
          status === 404 &&
          !url.pathname.includes('/contents/') &&
          !url.pathname.includes('/git/ref/')
        )
          unexpected.push(`${request.method()} ${url.pathname}`);
        return typeof json === 'string'
          ? route.fulfill({ status, body: json, contentType: 'text/plain' })
          : route.fulfill({ status, json });
      });
      await context.route('https://www.githubstatus.com/**', (route) =>
        route.fulfill({ json: {} }),
      );
      await context.addInitScript(
        (user) => localStorage.setItem('sveltia-cms.user', user),
        SIGNED_IN,
      );
    },
  };
}
