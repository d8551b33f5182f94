import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * The files the site publishes from public/: pictures and documents, nothing a
 * browser runs. One list for the build (scripts/prebuild.ts refuses any other
 * file under public/) and for every upload path of the editor (its picture
 * fields, Browse → Upload and the Assets page: lib/cms/config.ts and
 * components/cms/upload-guard.ts). Each file's first bytes must be its type's,
 * so a page renamed .jpg is refused too. docs/decisions.md says why.
 */
export const ACCEPTED_FILES = [
  { name: 'JPEG', extensions: ['jpg', 'jpeg'], mime: 'image/jpeg', picture: true },
  { name: 'PNG', extensions: ['png'], mime: 'image/png', picture: true },
  { name: 'WebP', extensions: ['webp'], mime: 'image/webp', picture: true },
  { name: 'SVG', extensions: ['svg'], mime: 'image/svg+xml', picture: true },
  { name: 'PDF', extensions: ['pdf'], mime: 'application/pdf', picture: false },
] as const;

type Accepted = (typeof ACCEPTED_FILES)[number];

/**
 * Phone and web photographs the editor turns into WebP before it saves them (its
 * `raster_image` transformation, lib/cms/config.ts): accepted as uploads, never
 * saved as they are.
 */
export const CONVERTED_ON_UPLOAD = [
  { name: 'HEIC', extensions: ['heic', 'heif'], mime: 'image/heic' },
  { name: 'AVIF', extensions: ['avif'], mime: 'image/avif' },
  { name: 'GIF', extensions: ['gif'], mime: 'image/gif' },
] as const;

/** The `accept` attribute of an upload: MIME types and extensions, as browsers match either. */
const acceptOf = (types: readonly { mime: string; extensions: readonly string[] }[]) =>
  types.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

/** What a picture field accepts. */
export const PICTURE_ACCEPT = acceptOf([
  ...ACCEPTED_FILES.filter((t) => t.picture),
  ...CONVERTED_ON_UPLOAD,
]);

/** What a document field (a printable form) accepts: PDF only. */
export const PDF_ACCEPT = acceptOf(ACCEPTED_FILES.filter((t) => t.name === 'PDF'));

/** The accepted types in words: "JPEG, PNG, WebP, SVG or PDF". */
export const ACCEPTED_WORDS = ACCEPTED_FILES.map((t) => t.name)
  .join(', ')
  .replace(/, (\w+)$/, ' or $1');

/** The extensions a picture's address may end in. */
export const PICTURE_EXTENSIONS: readonly string[] = ACCEPTED_FILES.filter(
  (t) => t.picture,
).flatMap((t) => [...t.extensions]);

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** Whether a file's first bytes are its type's. */
const SIGNATURES: Record<Accepted['name'], (bytes: Uint8Array) => boolean> = {
  JPEG: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  PNG: (b) => startsWith(b, '\x89PNG\r\n\x1a\n'),
  WebP: (b) => startsWith(b, 'RIFF') && startsWith(b, 'WEBP', 8),
  PDF: (b) => startsWith(b, '%PDF-'),
  // An SVG is text: the XML check below reads it.
  SVG: () => true,
};

/** Whether a reference stays in the same document: "#id" (a gradient, a symbol). */
const sameDocument = (value: string) => /^\s*#[^\s]*\s*$/.test(value);

/** Every `url(…)` of a style or a presentation attribute that leads outside the document. */
const outsideUrl = (css: string) =>
  [...css.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].find((m) => !sameDocument(m[2] ?? ''));

/** Elements that run code, embed another document or change what an attribute points to. */
const ELEMENTS_REFUSED = new Set([
  'script',
  'foreignobject',
  'handler',
  'listener',
  'iframe',
  'embed',
  'object',
]);
/** Elements that can set another attribute (an href or a handler) after loading. */
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'discard']);

/**
 * What makes an SVG unsafe to publish, in words staff and developers can act
 * on, or undefined when it is a plain drawing. The file must parse as XML
 * (saxes, namespace-aware: a `<s:script>` is a script whatever its prefix) and
 * hold no script, event handler, `foreignObject`, embedded document, external
 * reference (`href` or `xlink:href` to anything but `#id`, `url(…)` to outside,
 * `@import`), DOCTYPE or processing instruction.
 */
export function svgProblem(text: string): string | undefined {
  const found: string[] = [];
  let root: string | undefined;
  let inStyle = 0;
  const parser = new SaxesParser({ xmlns: true, position: true });
  parser.on('doctype', () => found.push('a DOCTYPE (entities can pull in other files)'));
  parser.on('processinginstruction', (pi) =>
    found.push(`a processing instruction <?${pi.target}?>`),
  );
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local.toLowerCase();
    root ??= `${tag.uri} ${tag.local}`;
    if (ELEMENTS_REFUSED.has(local)) found.push(`a <${tag.name}> element`);
    if (local === 'style') inStyle += 1;
    if (ANIMATIONS.has(local)) {
      const target = Object.values(tag.attributes).find((a) => a.local === 'attributeName');
      if (target && /(^|:)href$|^on/i.test(target.value))
        found.push(`a <${tag.name}> that changes ${target.value}`);
    }
    for (const attribute of Object.values(tag.attributes)) {
      const name = attribute.local.toLowerCase();
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      if (name.startsWith('on')) found.push(`an event handler ${attribute.name}="…"`);
      else if ((name === 'href' || name === 'src') && !sameDocument(attribute.value))
        found.push(`a link to another file (${attribute.name}="${attribute.value.slice(0, 60)}")`);
      else if (/javascript:/i.test(attribute.value))
        found.push(`a javascript: address in ${attribute.name}`);
      else if (outsideUrl(attribute.value))
        found.push(`a url(…) to another file in ${attribute.name}`);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local?.toLowerCase() === 'style') inStyle -= 1;
  });
  const css = (value: string) => {
    if (inStyle <= 0) return;
    if (outsideUrl(value)) found.push('a url(…) to another file in a <style>');
    if (/@import/i.test(value)) found.push('an @import in a <style>');
  };
  parser.on('text', css);
  parser.on('cdata', css);
  try {
    parser.write(text).close();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `the SVG is not well-formed XML (${message.replace(/^undefined:/, 'line ')})`;
  }
  if (root !== 'http://www.w3.org/2000/svg svg')
    return 'the file is not an SVG drawing (its first element must be <svg> in the SVG namespace)';
  if (found.length > 0) return `the SVG holds ${[...new Set(found)].join(', ')}`;
  return undefined;
}

export const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Why the editor may not upload a file, or undefined: the build's check, or a photo it converts. */
export function uploadProblem(name: string, bytes: Uint8Array): string | undefined {
  const extension = extensionOf(name);
  if (CONVERTED_ON_UPLOAD.some((t) => (t.extensions as readonly string[]).includes(extension)))
    return undefined;
  return fileProblem(name, bytes);
}

/**
 * Why a file may not be published (by its name and bytes), with the fix, or
 * undefined when it is an accepted picture or document. Runs in the build and
 * in the editor's browser alike.
 */
export function fileProblem(name: string, bytes: Uint8Array): string | undefined {
  const extension = extensionOf(name);
  const type = ACCEPTED_FILES.find((t) => (t.extensions as readonly string[]).includes(extension));
  if (!type)
    return `${name}: the site publishes only pictures and documents (${ACCEPTED_WORDS}), not ${extension ? `.${extension} files` : 'files without an extension'}: remove it, or save it as one of those.`;
  if (!SIGNATURES[type.name](bytes))
    return `${name}: the file is named .${extension} but is not a ${type.name} file (it is empty, or another kind of file renamed): save it again as a real ${type.name}.`;
  if (type.name === 'SVG') {
    const problem = svgProblem(new TextDecoder().decode(bytes));
    if (problem)
      return `${name}: ${problem}. An SVG must be a plain drawing: remove that part, or save the picture as a PNG, JPEG or WebP.`;
  }
  return undefined;
}
