#!/usr/bin/env node
// Runs a command on a supported Node.js line (22 or 24, the LTS lines).
//
//   node scripts/with-node.mjs [--node 24] <command> [args…]
//
// When the running Node is supported (and no --node is asked for) the command
// simply runs. Otherwise the official Node binary of the wanted line (22 by
// default: the oldest supported one) comes from the npm registry as the
// package node-<platform>-<arch> into a cache folder outside the project
// (~/.cache/prairie-spine/node-<line>, kept across `npm ci`), and the command
// runs with that Node first on PATH, so `npm`, `npx` and every `node` it
// starts use it. `npm test` goes through here, so a machine whose Node is 20
// still runs the suite, on Node 22.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SUPPORTED = [22, 24];

const running = Number(process.versions.node.split('.')[0]);

/** The path of a Node binary of `line`, installed into the cache when missing. */
export function nodeBinary(line) {
  const cache = path.join(
    process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
    'prairie-spine',
    `node-${line}`,
  );
  const pkg = `node-${process.platform}-${process.arch}`;
  const bin = path.join(cache, 'node_modules', pkg, 'bin', 'node');
  const major = () => {
    try {
      return Number(execFileSync(bin, ['--version'], { encoding: 'utf8' }).slice(1).split('.')[0]);
    } catch {
      return NaN;
    }
  };
  if (major() === line) return bin;
  console.error(`with-node: installing Node ${line} (${pkg}@${line}) into ${cache}`);
  fs.mkdirSync(cache, { recursive: true });
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', `${pkg}@${line}`],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (npm.status !== 0 || major() !== line)
    throw new Error(
      `with-node: could not install ${pkg}@${line}; install Node ${SUPPORTED.join(' or ')} yourself`,
    );
  return bin;
}

function main(argv) {
  let line = null;
  if (argv[0] === '--node') {
    line = Number(argv[1]);
    argv = argv.slice(2);
  }
  if (!argv.length) throw new Error('usage: with-node.mjs [--node 24] <command> [args…]');
  if (line !== null && !SUPPORTED.includes(line))
    throw new Error(`with-node: Node ${line} is not a supported line (${SUPPORTED.join(', ')})`);
  const env = { ...process.env };
  if (line === null ? running < SUPPORTED[0] : running !== line) {
    const bin = nodeBinary(line ?? SUPPORTED[0]);
    console.error(`with-node: Node ${process.versions.node} is not the one wanted; using ${bin}`);
    env.PATH = `${path.dirname(bin)}${path.delimiter}${env.PATH ?? ''}`;
    // npm would otherwise tell its scripts about the Node that started it.
    delete env.npm_node_execpath;
    delete env.NODE;
  }
  const child = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env });
  if (child.error) throw child.error;
  process.exit(child.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
