import { test, type Locator, type Page } from '@playwright/test';

/**
 * Counts and times what a person does in the editor for one task: each click, field typed,
 * confirmation and file chosen is a step, named in the front desk's words. The estimated
 * human time adds, to the scripted seconds, a reading and thinking allowance per step:
 */
export const ALLOWANCE = {
  /** Finding the button or row and reading what it says. */
  click: 3,
  /** Finding the field and deciding the words, plus typing at 0.25 s a character (48 words a minute). */
  field: 3,
  /** Reading a question or a list before answering it. */
  read: 8,
  /** Finding the file in the computer's own file picker. */
  file: 10,
} as const;
export const SECONDS_PER_CHARACTER = 0.25;

type Kind = keyof typeof ALLOWANCE;
export type Step = { kind: Kind; words: string; characters: number };

export class Task {
  readonly steps: Step[] = [];
  private readonly started = Date.now();

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  private note(kind: Kind, words: string, characters = 0) {
    this.steps.push({ kind, words, characters });
  }

  /** A click on a button, a row or a switch. */
  async click(target: Locator, words: string) {
    await target.click();
    this.note('click', words);
  }

  /** A field typed: its old text selected and replaced, as a person does with a select-all. */
  async type(target: Locator, text: string, words: string) {
    await target.fill(text);
    this.note('field', words, text.length);
  }

  /** A rich-text field (the article): a click into it, then the keyboard. */
  async write(target: Locator, text: string, words: string) {
    await target.click();
    await this.page.keyboard.type(text);
    this.note('field', words, text.length);
  }

  /** Something read before the next step: a preview's list, a question. */
  read(words: string) {
    this.note('read', words);
  }

  /** A file chosen in the computer's picker, opened by `opener`. */
  async file(opener: Locator, file: string, words: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await opener.click();
    await (await chooser).setFiles(file);
    this.note('file', words);
  }

  /** The task's figures, recorded as a test annotation and printed. */
  done() {
    const seconds = (Date.now() - this.started) / 1000;
    const allowance = this.steps.reduce(
      (sum, s) => sum + ALLOWANCE[s.kind] + s.characters * SECONDS_PER_CHARACTER,
      0,
    );
    const count = (kind: Kind) => this.steps.filter((s) => s.kind === kind).length;
    const figures = {
      task: this.name,
      steps: this.steps.length,
      clicks: count('click'),
      fields: count('field'),
      reads: count('read'),
      files: count('file'),
      scriptedSeconds: Number(seconds.toFixed(1)),
      humanSeconds: Math.round(seconds + allowance),
      words: this.steps.map((s) => s.words),
    };
    test.info().annotations.push({ type: 'task', description: JSON.stringify(figures) });
    console.log(JSON.stringify(figures));
    return figures;
  }
}
