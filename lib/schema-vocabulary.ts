import fs from 'node:fs';
import path from 'node:path';

/**
 * The schema.org vocabulary, read offline from schema-dts's declarations
 * (generated from the schema.org release it names): every type, its parents,
 * the properties declared on it with their ranges, and enumeration members.
 */
export type Vocabulary = {
  /** Type name → the names of its direct parents. */
  parents: Map<string, string[]>;
  /** Type name → properties declared on the type itself → range type names. */
  properties: Map<string, Map<string, string[]>>;
  /** Type or enumeration name → its members (literal values and type names). */
  unions: Map<string, string[]>;
};

const BASE = /^(?:export )?interface (\w+)Base(?: extends (.+))? \{$/;
const PROPERTY = /^\s+"([^"]+)"\?: SchemaValue<(.+), "\1">;$/;
const LEAF = /^export (?:interface \w+Leaf extends (\w+)Base|type \w+Leaf<.*> = Omit<(\w+)Base,)/;
const TYPE_NAME = /^\s+"@type": "([^"]+)";$/;
const UNION = /^export type (\w+)(?:<[^>]*>)? = (.+);$/;

export function parseVocabulary(source: string): Vocabulary {
  const parents = new Map<string, string[]>();
  const properties = new Map<string, Map<string, string[]>>();
  const unions = new Map<string, string[]>();
  // The Base each leaf extends: BlogPosting has no properties of its own, so
  // its leaf extends SocialMediaPostingBase and that Base is its parent.
  const leafBase = new Map<string, string>();
  const baseProps = new Map<string, Map<string, string[]>>();
  const baseParents = new Map<string, string[]>();
  let base: string | null = null;
  let leaf: string | null = null;
  for (const line of source.split('\n')) {
    const b = BASE.exec(line);
    if (b) {
      base = b[1] ?? '';
      baseProps.set(base, new Map());
      baseParents.set(
        base,
        (b[2] ?? '')
          .split(', ')
          .filter((p) => p.endsWith('Base'))
          .map((p) => p.slice(0, -'Base'.length)),
      );
      continue;
    }
    if (base !== null) {
      const p = PROPERTY.exec(line);
      if (p) {
        const ranges = (p[2] ?? '').split(' | ').filter((r) => r !== 'IdReference');
        baseProps.get(base)?.set(p[1] ?? '', ranges);
      } else if (line === '}') base = null;
      continue;
    }
    const l = LEAF.exec(line);
    if (l) {
      leaf = l[1] ?? l[2] ?? null;
      continue;
    }
    const t = leaf === null ? null : TYPE_NAME.exec(line);
    if (t && leaf !== null) {
      leafBase.set(t[1] ?? '', leaf);
      leaf = null;
      continue;
    }
    const u = UNION.exec(line);
    if (u) unions.set(u[1] ?? '', (u[2] ?? '').split(' | ').map(unquote));
  }
  for (const [type, b] of leafBase) {
    const own = b === type;
    properties.set(type, own ? (baseProps.get(b) ?? new Map()) : new Map());
    parents.set(type, own ? (baseParents.get(b) ?? []) : [b]);
  }
  return { parents, properties, unions };
}

const unquote = (member: string) => member.replace(/^"(.*)"$/, '$1');

let cached: Vocabulary | undefined;

/** The vocabulary of the installed schema-dts. */
export function schemaVocabulary(): Vocabulary {
  cached ??= parseVocabulary(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist', 'schema.d.ts'),
      'utf8',
    ),
  );
  return cached;
}

/** A type and all its ancestors. */
export function ancestors(vocab: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const visit = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const p of vocab.parents.get(t) ?? []) visit(p);
  };
  visit(type);
  return seen;
}

/** Properties allowed on a type: its own and its ancestors'. */
export function propertiesOf(vocab: Vocabulary, type: string): Map<string, string[]> {
  const all = new Map<string, string[]>();
  for (const t of ancestors(vocab, type))
    for (const [name, ranges] of vocab.properties.get(t) ?? []) all.set(name, ranges);
  return all;
}
