import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { scene, scenes, type SceneName } from '@/content/illustrations';
import { stepsVariants } from '@/content/steps';
import {
  categorySlugs,
  type CategorySlug,
  type ConditionPage,
  type PageCopy,
} from '@/content/types';
import { locales, type Locale } from '@/lib/i18n';
import { contentDir } from '@/lib/markdown-file';
import { fillLocalized } from '@/lib/placeholders';

/**
 * Condition pages are data: one YAML file per condition in this folder, both
 * languages inside, named by its slug. Routes, menus, category cards, static
 * params and the sitemap all come from this list, so adding a condition is
 * adding its file (README.md, "Adding content"). Every file is checked here.
 */

type Data = Record<string, unknown>;

function fail(where: string, what: string): never {
  throw new Error(`${where}: ${what}`);
}

function mapping(value: unknown, where: string): Data {
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(where, 'must be a mapping');
  return value as Data;
}

function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'must be a non-empty list');
  return value;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function text(data: Data, key: string, where: string): string {
  const value = data[key];
  if (!isText(value)) fail(`${where} ${key}`, 'must be text');
  return value;
}

function texts(data: Data, key: string, where: string): string[] {
  return list(data[key], `${where} ${key}`).map((value, i) => {
    if (!isText(value)) fail(`${where} ${key}[${i}]`, 'must be text');
    return value;
  });
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function readCopy(value: unknown, where: string): PageCopy {
  const data = mapping(value, where);
  const copy: PageCopy = {
    title: text(data, 'title', where),
    navTitle: text(data, 'navTitle', where),
    summary: text(data, 'summary', where),
    description: text(data, 'description', where),
    intro: texts(data, 'intro', where),
    sections: list(data.sections, `${where} sections`).map((value, i) => {
      const at = `${where} sections[${i}]`;
      const section = mapping(value, at);
      return {
        heading: text(section, 'heading', at),
        paragraphs: texts(section, 'paragraphs', at),
        ...(section.list === undefined ? {} : { list: texts(section, 'list', at) }),
        imageAlt: text(section, 'imageAlt', at),
      };
    }),
  };
  if (data.accordion === undefined) return copy;
  const at = `${where} accordion`;
  const accordion = mapping(data.accordion, at);
  if (typeof accordion.faq !== 'boolean') fail(`${at} faq`, 'must be true or false');
  return {
    ...copy,
    accordion: {
      heading: text(accordion, 'heading', at),
      ...(accordion.intro === undefined ? {} : { intro: text(accordion, 'intro', at) }),
      faq: accordion.faq,
      items: list(accordion.items, `${at} items`).map((value, i) => {
        const item = mapping(value, `${at} items[${i}]`);
        return { title: text(item, 'title', at), content: text(item, 'content', at) };
      }),
    },
  };
}

/** One condition file, checked; clinic facts filled in. */
export function readCondition(file: string): ConditionPage {
  const slug = path.basename(file, '.yaml');
  const data = mapping(YAML.parse(fs.readFileSync(file, 'utf8')), file);
  const category = text(data, 'category', file);
  if (!isOneOf(categorySlugs, category))
    fail(file, `unknown category "${category}" (one of ${categorySlugs.join(', ')})`);
  const steps = text(data, 'steps', file);
  if (!isOneOf(stepsVariants, steps))
    fail(file, `unknown steps "${steps}" (one of ${stepsVariants.join(', ')})`);
  const images = texts(data, 'images', file).map((name) => {
    if (!isOneOf(Object.keys(scenes) as SceneName[], name))
      fail(file, `unknown illustration "${name}" (content/illustrations.ts)`);
    return scene(name);
  });
  const copy = mapping(data.copy, `${file} copy`);
  return {
    slug,
    category,
    images,
    steps,
    copy: fillLocalized(
      Object.fromEntries(locales.map((l) => [l, readCopy(copy[l], `${file} copy.${l}`)])) as Record<
        Locale,
        PageCopy
      >,
      `condition ${slug}`,
    ),
  };
}

/** Every condition file of a folder, in menu order: by category, then by slug. */
export function readConditions(dir = contentDir('conditions')): ConditionPage[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readCondition(path.join(dir, f)))
    .sort(
      (a, b) =>
        categorySlugs.indexOf(a.category) - categorySlugs.indexOf(b.category) ||
        a.slug.localeCompare(b.slug),
    );
}

export const conditions: readonly ConditionPage[] = readConditions();

export function getCondition(category: string, slug: string): ConditionPage | undefined {
  return conditions.find((c) => c.category === category && c.slug === slug);
}

export function conditionsIn(category: CategorySlug): ConditionPage[] {
  return conditions.filter((c) => c.category === category);
}
