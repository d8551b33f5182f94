// Runs a command and reports its wall time and the peak resident memory of
// the whole process tree (sampled from /proc every 100 ms: next build and
// its workers are separate processes, so one process's rusage is not enough).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

function processTree(root) {
  const children = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      /* the process ended while we looked */
    }
  }
  const all = [];
  const walk = (pid) => {
    all.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return all;
}

function rssBytes(pid) {
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return pages * 4096;
  } catch {
    return 0;
  }
}

export function measured(
  command,
  args,
  { cwd = process.cwd(), env = process.env, quiet = true } = {},
) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => {
      const total = processTree(child.pid).reduce((sum, pid) => sum + rssBytes(pid), 0);
      peak = Math.max(peak, total);
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const result = { ms: Date.now() - started, peakMb: peak / 1024 / 1024, code, output };
      if (code !== 0)
        reject(
          Object.assign(
            new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-2000)}`),
            result,
          ),
        );
      else resolve(result);
    });
  });
}
