export const CHROMIUM: string;
export const HEADLESS_SHELL: string;
export const CHROMIUM_ARGS: string[];
export function offline(mapped?: string[]): string;
