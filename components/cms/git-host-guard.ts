/**
 * On the real host (GitHub), a save over a file that changed since this tab
 * loaded it is refused, with the message local mode gives (no-lost-edits.ts).
 *
 * Sveltia compares the main branch's head before a direct save, but not before
 * a save with the editorial workflow: that one is a commit of the whole file on
 * the entry's own branch (`cms/<collection>/<slug>`), made from the entry as
 * this tab read it. A second tab, or a second person, opened on the same
 * version would commit its copy over the first one's draft, or over what was
 * published meanwhile, and both would read "Entry saved".
 *
 * What this tab knows is fixed when it first talks to GitHub with the sign-in
 * (before the editor loads the repository): the main branch's head and the
 * workflow branches' heads. From then on only this tab's own saves and
 * publications move it. Before each save GitHub is asked whether the entry's
 * file changed on the main branch since (its compare view), and whether the
 * entry's workflow branch moved or appeared since. A change made by someone
 * else after the editor loaded is therefore refused even when this tab has
 * since shown it: reloading the page starts afresh.
 */

import { conflictMessage } from '@/components/cms/no-lost-edits';

/** The repository the editor saves to, from its configuration's backend. */
export type GitHost = { name: string; repo: string; branch: string };
/** An entry as Sveltia's save events name it. */
export type SavedEntry = { path: string; collection: string; slug: string; isNew: boolean };

const API = 'https://api.github.com';
const HEADS = 'refs/heads/';

export function gitHostGuard(host: GitHost, win: Window & typeof globalThis = window) {
  const fetchFrom = win.fetch.bind(win);
  let auth = '';
  let known: Promise<{ main: string; branches: Map<string, string> }> | null = null;
  /** The main branch's head this tab last knew each file from, after its own saves. */
  const mainFor = new Map<string, string>();
  /** Workflow branches' heads made by this tab (null: none). */
  const made = new Map<string, string | null>();

  const get = async <T>(path: string): Promise<T | null> => {
    const response = await fetchFrom(`${API}/repos/${host.repo}${path}`, {
      headers: { Authorization: auth, Accept: 'application/vnd.github+json' },
      cache: 'no-store',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  };
  const headOf = async (branch: string) =>
    (await get<{ object?: { sha?: string } }>(`/git/ref/heads/${branch}`))?.object?.sha ?? null;
  const workflowBranch = ({ collection, slug }: SavedEntry) =>
    `cms/${collection}/${encodeURIComponent(slug)}`;

  async function load() {
    const [main, refs] = await Promise.all([
      headOf(host.branch),
      get<{ ref: string; object: { sha: string } }[]>('/git/matching-refs/heads/cms/'),
    ]);
    if (!main) throw new Error(`The branch ${host.branch} was not found.`);
    return {
      main,
      branches: new Map((refs ?? []).map((r) => [r.ref.slice(HEADS.length), r.object.sha])),
    };
  }

  if (host.name === 'github')
    win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!known) {
        const url = input instanceof Request ? input.url : String(input);
        const headers = new Headers(
          init?.headers ?? (input instanceof Request ? input.headers : {}),
        );
        const sign = headers.get('Authorization');
        if (url.startsWith(`${API}/`) && sign) {
          auth = sign;
          known = load();
          // Noted before the editor's first read: a change it reads is never missed.
          await known.catch(() => undefined);
        }
      }
      return fetchFrom(input, init);
    };

  /** What this tab's copy of the entry now is, after its own save or publication. */
  async function settle(entry: SavedEntry) {
    if (!known || !entry.path) return;
    const [main, head] = await Promise.all([headOf(host.branch), headOf(workflowBranch(entry))]);
    if (main) mainFor.set(entry.path, main);
    made.set(workflowBranch(entry), head);
  }

  return {
    /** Refuses the save (as Sveltia's error dialog shows it) when the file changed meanwhile. */
    async check(entry: SavedEntry) {
      if (!known || !entry.path || entry.isNew) return;
      const { main, branches } = await known;
      const branch = workflowBranch(entry);
      const since = mainFor.get(entry.path) ?? main;
      const [compare, head] = await Promise.all([
        get<{ files?: { filename: string; previous_filename?: string }[] }>(
          `/compare/${since}...${encodeURIComponent(host.branch)}`,
        ),
        headOf(branch),
      ]);
      const onMain = (compare?.files ?? []).some(
        (f) => f.filename === entry.path || f.previous_filename === entry.path,
      );
      const expected = made.has(branch) ? made.get(branch) : (branches.get(branch) ?? null);
      if (onMain || head !== expected)
        throw new Error('saving_failed', {
          cause: new Error(conflictMessage(win.navigator.language)),
        });
    },
    saved: settle,
    published: settle,
  };
}
