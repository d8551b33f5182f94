export function readPostAddresses(
  fs: typeof import('node:fs'),
  path: typeof import('node:path'),
  contentDir: string,
): Record<string, Record<string, string>>;
export function readPendingPosts(
  fs: typeof import('node:fs'),
  path: typeof import('node:path'),
  contentDir: string,
): string[];
export function readPageAddresses(
  fs: typeof import('node:fs'),
  path: typeof import('node:path'),
  contentDir: string,
): Record<string, Record<string, string>>;
