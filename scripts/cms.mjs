#!/usr/bin/env node
// `npm run cms`: the content editor on this machine, no sign-in and no network.
// Decap's local backend (decap-server, port 8081) reads and writes the files of
// this working tree, and the development server shows the site and the editor:
// open http://localhost:3000/admin/index.html. Saving writes the files; commit
// them with git as any other change. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: { ...process.env, PORT: process.env.CMS_PORT ?? '8081' },
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/next/dist/bin/next', 'dev'], { stdio: 'inherit' }),
];
console.log(
  '\nThe editor: http://localhost:3000/admin/index.html (the site: http://localhost:3000/)\n',
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => (stop(), (process.exitCode ||= code ?? 0)));
