/**
 * @jest-environment node
 *
 * The pages' own Spanish addresses, checked: on a copy of content/ with broken
 * addresses, the check names each file, the field and the language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentCopyForEachTest } from '@/lib/content/copy-for-tests';

const content = contentCopyForEachTest('address-check');

/** Replaces the first `address:` line of a file (after `after`, if given). */
function setAddress(file: string, line: string, after = '') {
  const text = fs.readFileSync(path.join(content, file), 'utf8');
  const start = text.indexOf(after);
  const at = text.indexOf('address:', start);
  const end = text.indexOf('\n', at);
  fs.writeFileSync(path.join(content, file), `${text.slice(0, at)}${line}${text.slice(end)}`);
}

async function problems(): Promise<string[]> {
  jest.resetModules();
  const { pageAddressProblems } = await import('@/lib/content/address-checks');
  return pageAddressProblems();
}

const shown = (file: string) => path.relative(process.cwd(), path.join(content, file));

it('finds none in the content as it is', async () => {
  expect(await problems()).toEqual([]);
});

it('names a shared address, an old one, one in English and one it cannot read', async () => {
  // Two conditions of one category at one address.
  setAddress('conditions/neck-pain.yaml', 'address: dolor-de-espalda');
  // A legal page at the contact page's address, another at an old address.
  setAddress('legal/es/privacy-policy.md', 'address: contacto');
  setAddress('legal/es/terms-of-service.md', 'address: accessibility');
  // An address in the English part.
  const golf = path.join(content, 'services/golf.yaml');
  fs.writeFileSync(golf, fs.readFileSync(golf, 'utf8').replace(/^en:\n/, 'en:\n  address: golf\n'));
  // A folded line: valid YAML, but not one line of its own.
  setAddress('categories/injuries.yaml', 'address: >-\n    lesiones', '\nes:');
  expect((await problems()).sort()).toEqual(
    [
      `${shown('conditions/neck-pain.yaml')}: address (es): /es/servicios/quiropractica/columna/dolor-de-espalda/ is already the address of ${shown('conditions/back-pain.yaml')}: choose other words`,
      `${shown('legal/es/privacy-policy.md')}: address (es): /es/contacto/ is already the address of /contact/: choose other words`,
      `${shown('legal/es/terms-of-service.md')}: address (es): /es/accessibility/ is an old address of another page, which leads there: choose other words`,
      `${shown('services/golf.yaml')}: address (en): leave it empty in this language: its address is the file name`,
      `${shown('categories/injuries.yaml')}: address (es): write it on one line of its own, as address: lesiones`,
    ].sort(),
  );
});

it('names a new address for a page whose address is a folder of the code', async () => {
  setAddress('services/chiropractic.yaml', 'address: quiropractico', '\nes:');
  expect(await problems()).toEqual([
    `${shown('services/chiropractic.yaml')}: address (es): the site's code has a folder of this page's address (in app/(es)/es): keep the address it had, or ask a developer to rename the folder`,
  ]);
});
