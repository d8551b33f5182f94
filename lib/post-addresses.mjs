/**
 * The addresses of blog posts in the languages other than the default, by
 * language and post (its file name): the `address` field of each
 * content/blog/<language>/<post>.md. Handed its file system: lib/i18n.ts, which
 * browsers load too, calls it only where files can be read (the build, its
 * scripts, Jest), and the editor's build (scripts/prebuild/admin.ts) for the
 * published posts. The content check validates the field.
 *
 * @param {typeof import('node:fs')} fs
 * @param {typeof import('node:path')} path
 * @param {string} contentDir
 * @returns {Record<string, Record<string, string>>}
 */
export function readPostAddresses(fs, path, contentDir) {
  const blog = path.join(contentDir, 'blog');
  /** @type {Record<string, Record<string, string>>} */
  const addresses = {};
  if (!fs.existsSync(blog)) return addresses;
  for (const folder of fs.readdirSync(blog, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    /** @type {Record<string, string>} */
    const words = {};
    for (const file of fs.readdirSync(path.join(blog, folder.name))) {
      if (!file.endsWith('.md')) continue;
      const text = fs.readFileSync(path.join(blog, folder.name, file), 'utf8');
      const address = frontMatterAddress(text);
      if (address) words[file.slice(0, -'.md'.length)] = address;
    }
    addresses[folder.name] = words;
  }
  return addresses;
}

/**
 * The posts whose translation is pending (`translationPending: true` in the default
 * language's file, content/blog/en/<post>.md): they have no page in the other languages yet,
 * so the language switch of their English page leads to the other language's blog.
 *
 * @param {typeof import('node:fs')} fs
 * @param {typeof import('node:path')} path
 * @param {string} contentDir
 * @returns {string[]}
 */
export function readPendingPosts(fs, path, contentDir) {
  const folder = path.join(contentDir, 'blog', 'en');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .filter((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const front = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
      return /^translationPending:[ \t]*true[ \t]*$/m.test(front);
    })
    .map((file) => file.slice(0, -'.md'.length))
    .sort();
}

/**
 * The addresses of the pages of the other kinds in the languages other than the default, by
 * language and English path of the page: the `address` field of each language's part of
 * content/conditions/, services/, categories/ and team/ (<file>.yaml), and of the legal
 * pages' files (content/legal/<language>/<page>.md). A page without one keeps its English
 * word in that language. Read line by line, as the posts' are, so that lib/i18n.ts carries
 * no YAML parser to browsers; the content check compares each with the file as parsed
 * (lib/content/check.ts). next.config.mjs hands the result to the pages' scripts.
 *
 * @param {typeof import('node:fs')} fs
 * @param {typeof import('node:path')} path
 * @param {string} contentDir
 * @returns {Record<string, Record<string, string>>}
 */
export function readPageAddresses(fs, path, contentDir) {
  /** @type {Record<string, Record<string, string>>} */
  const addresses = {};
  const add = (/** @type {string} */ locale, /** @type {string} */ english, word = '') => {
    if (word) (addresses[locale] ??= {})[english] = word;
  };
  /** @type {[string, (name: string, fields: Record<string, string>) => string | undefined][]} */
  const kinds = [
    ['services', (name) => `/services/${name}/`],
    ['categories', (name) => `/services/chiropractic/${name}/`],
    [
      'conditions',
      (name, { category }) => category && `/services/chiropractic/${category}/${name}/`,
    ],
    ['team', (name) => `/about/meet-our-team/${name}/`],
  ];
  for (const [folder, englishPath] of kinds) {
    for (const file of yamlFiles(fs, path.join(contentDir, folder))) {
      const name = file.slice(0, -'.yaml'.length);
      const text = fs.readFileSync(path.join(contentDir, folder, file), 'utf8');
      for (const [locale, fields] of Object.entries(languageParts(text))) {
        const english = englishPath(name, fields);
        if (english) add(locale, english, fields.address);
      }
    }
  }
  const legal = path.join(contentDir, 'legal');
  for (const locale of fs.existsSync(legal) ? fs.readdirSync(legal) : []) {
    if (!fs.statSync(path.join(legal, locale)).isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(legal, locale))) {
      if (!file.endsWith('.md')) continue;
      const text = fs.readFileSync(path.join(legal, locale, file), 'utf8');
      add(locale, `/${file.slice(0, -'.md'.length)}/`, frontMatterAddress(text));
    }
  }
  return addresses;
}

/** @param {typeof import('node:fs')} fs @param {string} folder */
function yamlFiles(fs, folder) {
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.yaml')) : [];
}

const WORD = /^[ \t]*(['"]?)([a-z0-9]+(?:-[a-z0-9]+)*)\1[ \t]*$/;

/** A Markdown file's `address` in its front matter. @param {string} text */
function frontMatterAddress(text) {
  const front = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const line = /^address:(.*)$/m.exec(front)?.[1];
  return line === undefined ? undefined : WORD.exec(line)?.[2];
}

/**
 * The one-word fields (address, category) of each language's part of a YAML file: the
 * top-level keys `en:`, `es:`, each field indented by two spaces below its language.
 * @param {string} text
 * @returns {Record<string, Record<string, string>>}
 */
function languageParts(text) {
  /** @type {Record<string, Record<string, string>>} */
  const parts = {};
  /** @type {Record<string, string> | undefined} */
  let part;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const top = /^([a-z]{2}):[ \t]*$/.exec(line);
    if (top) part = parts[top[1]] = {};
    else if (/^\S/.test(line)) part = undefined;
    const field = /^ {2}(address|category):(.*)$/.exec(line);
    const word = field && WORD.exec(field[2])?.[2];
    if (part && field && word) part[field[1]] = word;
  }
  return parts;
}
