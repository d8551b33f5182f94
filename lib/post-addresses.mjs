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
      const front = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
      const address = /^address:[ \t]*(['"]?)([a-z0-9]+(?:-[a-z0-9]+)*)\1[ \t]*$/m.exec(front)?.[2];
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
