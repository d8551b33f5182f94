// What the editor's bundle gives the Node built-ins that textlint's packages
// import (prose/check.ts runs textlint in the browser): nothing reads files
// there, the rules get their texts.
const noFiles = () => {
  throw new Error('no files in the browser');
};
export const readFileSync = noFiles;
export const existsSync = () => false;
export const homedir = () => '/';
const builtins = { readFileSync, existsSync, homedir };
export default builtins;
