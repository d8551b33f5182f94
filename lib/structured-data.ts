import {
  ancestors,
  propertiesOf,
  schemaVocabulary,
  type Vocabulary,
} from '@/lib/schema-vocabulary';

/**
 * Checks JSON-LD nodes against the schema.org vocabulary (every @type exists,
 * every property is allowed on the type or its parents, every value has a
 * type the property accepts) and against Google's required and recommended
 * fields for the rich results this site uses.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

export type Report = {
  errors: string[];
  /** Typed nodes checked, nested ones included. */
  nodes: number;
  /** Every @id that a node points at without describing it. */
  references: string[];
};

const isNode = (v: Json | undefined): v is Node =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: Json | undefined): Json[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const typesOf = (node: Node) => list(node['@type']).filter((t) => typeof t === 'string');

const URL_TEXT = /^https?:\/\/[^\s]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Whether a string fits one of schema.org's data types. */
const textFits: Record<string, (s: string) => boolean> = {
  Text: () => true,
  PronounceableText: () => true,
  CssSelectorType: () => true,
  XPathType: () => true,
  URL: (s) => URL_TEXT.test(s),
  Date: (s) => DATE.test(s),
  DateTime: (s) => DATE_TIME.test(s),
  Time: (s) => TIME.test(s),
  Number: (s) => NUMBER.test(s),
  Float: (s) => NUMBER.test(s),
  Integer: (s) => /^-?\d+$/.test(s),
  Boolean: (s) => s === 'True' || s === 'False',
};

export class StructuredDataValidator {
  constructor(private readonly vocab: Vocabulary = schemaVocabulary()) {}

  /** Type names and literals a range accepts through its union (MedicalBusiness → MedicalClinic…). */
  private members(range: string, seen = new Set<string>()): Set<string> {
    if (seen.has(range)) return seen;
    seen.add(range);
    for (const m of this.vocab.unions.get(range) ?? []) this.members(m.replace(/Leaf$/, ''), seen);
    return seen;
  }

  private isA(type: string, range: string): boolean {
    return ancestors(this.vocab, type).has(range) || this.members(range).has(type);
  }

  private valueFits(value: Json, ranges: string[]): boolean {
    // A URL where a thing is expected names that thing (Google's breadcrumb `item`, `image`).
    if (typeof value === 'string')
      return ranges.some(
        (r) =>
          textFits[r]?.(value) ||
          this.members(r).has(value.replace('https://schema.org/', '')) ||
          (this.vocab.parents.has(r) && URL_TEXT.test(value)),
      );
    if (typeof value === 'number')
      return ranges.some((r) =>
        r === 'Integer' ? Number.isInteger(value) : r === 'Number' || r === 'Float',
      );
    if (typeof value === 'boolean') return ranges.includes('Boolean');
    return false;
  }

  /** Checks one JSON-LD script's data. */
  validate(input: unknown): Report {
    const data: Json = JSON.parse(JSON.stringify(input));
    const report: Report = { errors: [], nodes: 0, references: [] };
    if (!isNode(data)) {
      report.errors.push('the script is not one JSON-LD object');
      return report;
    }
    if (data['@context'] !== 'https://schema.org')
      report.errors.push(`@context is ${JSON.stringify(data['@context'])}`);
    this.node(data, typesOf(data)[0] ?? '(root)', report, true);
    return report;
  }

  private node(node: Node, where: string, report: Report, root: boolean) {
    const types = typesOf(node);
    const keys = Object.keys(node).filter((k) => !k.startsWith('@'));
    if (types.length === 0) {
      if (typeof node['@id'] === 'string' && keys.length === 0) report.references.push(node['@id']);
      else report.errors.push(`${where}: a node without @type`);
      return;
    }
    report.nodes += 1;
    for (const type of types)
      if (!this.vocab.parents.has(type)) report.errors.push(`${where}: unknown @type ${type}`);
    for (const key of Object.keys(node).filter((k) => k.startsWith('@')))
      if (!['@type', '@id', ...(root ? ['@context'] : [])].includes(key))
        report.errors.push(`${where}: keyword ${key} is not expected here`);
    if ('@id' in node && !URL_TEXT.test(String(node['@id'])))
      report.errors.push(`${where}: @id ${String(node['@id'])} is not an absolute URL`);
    const allowed = new Map(types.flatMap((t) => [...propertiesOf(this.vocab, t)]));
    for (const key of keys) {
      const ranges = allowed.get(key);
      const at = `${where}.${key}`;
      if (!ranges) {
        report.errors.push(`${at}: not a property of ${types.join(', ')}`);
        continue;
      }
      for (const value of list(node[key])) {
        if (!isNode(value)) {
          if (!this.valueFits(value, ranges))
            report.errors.push(`${at}: ${JSON.stringify(value)} is not a ${ranges.join(' | ')}`);
          continue;
        }
        const valueTypes = typesOf(value);
        for (const t of valueTypes)
          if (!ranges.some((r) => this.isA(t, r)))
            report.errors.push(`${at}: a ${t} is not a ${ranges.join(' | ')}`);
        this.node(value, `${at}`, report, false);
      }
    }
    for (const problem of googleProblems(this.vocab, node, types))
      report.errors.push(`${where}: ${problem}`);
  }
}

// ---------- Google's required and recommended fields ----------

const text = (v: Json | undefined) => typeof v === 'string' && v.trim() !== '';
const fiveDecimals = (v: Json | undefined) =>
  (typeof v === 'string' || typeof v === 'number') && /^-?\d+\.\d{5,}$/.test(String(v));

function missing(node: Node, fields: string[]): string[] {
  return fields.filter((f) => node[f] === undefined).map((f) => `Google wants ${f}`);
}

/** Problems Google's structured-data documentation would report for a node, by type family. */
function googleProblems(vocab: Vocabulary, node: Node, types: string[]): string[] {
  const family = new Set(types.flatMap((t) => [...ancestors(vocab, t)]));
  const problems: string[] = [];
  if (family.has('LocalBusiness')) {
    problems.push(
      ...missing(node, [
        'name',
        'address',
        'url',
        'telephone',
        'image',
        'geo',
        'openingHoursSpecification',
        'priceRange',
      ]),
    );
    const address = node.address;
    if (isNode(address))
      problems.push(
        ...missing(address, [
          'streetAddress',
          'addressLocality',
          'addressRegion',
          'postalCode',
          'addressCountry',
        ]),
      );
    const geo = node.geo;
    if (isNode(geo) && !(fiveDecimals(geo.latitude) && fiveDecimals(geo.longitude)))
      problems.push('geo needs latitude and longitude with at least five decimals');
    // Ratings a business gives itself, or collects elsewhere, are ineligible (docs/decisions.md, section 1).
    if (node.aggregateRating !== undefined || node.review !== undefined)
      problems.push('a business may not rate itself');
  }
  if (family.has('Article')) {
    problems.push(...missing(node, ['headline', 'image', 'datePublished', 'dateModified']));
    for (const field of ['datePublished', 'dateModified'])
      if (node[field] !== undefined && !DATE_TIME.test(String(node[field])))
        problems.push(`${field} needs a date, a time and a time zone`);
    const authors = list(node.author);
    if (authors.length === 0 || !authors.every((a) => isNode(a) && text(a.name) && text(a.url)))
      problems.push('every author needs a name and a url');
  }
  if (family.has('BreadcrumbList')) {
    const items = list(node.itemListElement);
    if (items.length < 2) problems.push('a breadcrumb trail needs at least two items');
    items.forEach((item, i) => {
      if (!isNode(item) || item.position !== i + 1 || !text(item.name))
        problems.push(`item ${i + 1} needs position ${i + 1} and a name`);
      else if (i < items.length - 1 && !text(item.item))
        problems.push(`item ${i + 1} needs an item URL`);
    });
  }
  if (family.has('WebSite')) problems.push(...missing(node, ['name', 'url']));
  return problems;
}
