#!/usr/bin/env node
// `npm run cms`: the content editor on this machine, no sign-in and no network.
// The development server shows the site and the editor, on this machine only
// (127.0.0.1): open http://127.0.0.1:3000/admin/ in Chrome or Edge, press
// "Work with Local Repository" and choose this folder. The editor reads and
// writes the files of this working tree through the browser (the File System
// Access API): no server of ours touches them, so nothing on the network can.
// Commit what it saves with git as any other change. Ctrl-C stops the server.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'dev', '--hostname', '127.0.0.1', '--port', port],
  { stdio: 'inherit' },
);
console.log(
  `\nThe editor: http://127.0.0.1:${port}/admin/ ("Work with Local Repository", then this folder)\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => (process.exitCode = code ?? 0));
