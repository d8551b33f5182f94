import type {
  TxtDocumentNode,
  TxtNodeLocation,
  TxtNodePosition,
  TxtNodeRange,
  TxtParagraphNode,
} from '@textlint/ast-node-types';

/**
 * The text textlint reads for a file of data (YAML, front matter, a TypeScript module): only
 * the strings of copy, each written at the line and column where it starts in the file, with
 * blanks between them. A message's line is therefore the file's own line. A line break inside
 * a string lands on a line break of the file where the file has one (a YAML block `|`); the
 * string's other breaks, which the file does not spell as lines (an escaped `\n`), become spaces
 * so that every later string still starts on its own line.
 */
export class Shadow {
  private out = '';
  private line = 0;
  private column = 0;
  private readonly lineStarts: number[];

  constructor(private readonly source: string) {
    this.lineStarts = lineStartsOf(source);
  }

  /** Writes a string of copy that the file spells from `from` to `to`; returns where it landed. */
  write(value: string, from: number, to: number): TxtNodeRange {
    this.moveTo(from);
    let breaks = this.source.slice(from, to).split('\n').length - 1;
    const text = value.replace(/\n/g, () => (breaks-- > 0 ? '\n' : ' '));
    const start = this.out.length;
    this.append(text);
    return [start, this.out.length];
  }

  /** Copies the file's own text from `from` to `to`; returns how far it moved (to shift its nodes). */
  copy(from: number, to: number): number {
    this.moveTo(from);
    const moved = this.out.length - from;
    this.append(this.source.slice(from, to));
    return moved;
  }

  get text(): string {
    return this.out;
  }

  private moveTo(offset: number) {
    const { line, column } = positionIn(this.lineStarts, offset);
    const target = line - 1;
    if (target > this.line) {
      this.out += '\n'.repeat(target - this.line);
      this.line = target;
      this.column = 0;
    }
    // Two strings on one line (a YAML flow list) keep at least a blank between them.
    const pad = column > this.column ? column - this.column : this.column > 0 ? 1 : 0;
    this.out += ' '.repeat(pad);
    this.column += pad;
  }

  private append(text: string) {
    this.out += text;
    const lines = text.split('\n');
    this.line += lines.length - 1;
    const last = lines.at(-1) ?? '';
    this.column = lines.length > 1 ? last.length : this.column + last.length;
  }
}

export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** textlint's position of an offset: line from 1, column from 0. */
export function positionIn(lineStarts: readonly number[], offset: number): TxtNodePosition {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((lineStarts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (lineStarts[low] ?? 0) };
}

function locationOf(lineStarts: readonly number[], [start, end]: TxtNodeRange): TxtNodeLocation {
  return { start: positionIn(lineStarts, start), end: positionIn(lineStarts, end) };
}

/** One paragraph holding one Str node per string of copy. */
export function paragraphsOf(text: string, ranges: readonly TxtNodeRange[]): TxtParagraphNode[] {
  const lineStarts = lineStartsOf(text);
  return ranges.map((range) => {
    const raw = text.slice(...range);
    const loc = locationOf(lineStarts, range);
    return {
      type: 'Paragraph',
      raw,
      range,
      loc,
      children: [{ type: 'Str', raw, value: raw, range, loc }],
    };
  });
}

export function documentOf(text: string, children: TxtDocumentNode['children']): TxtDocumentNode {
  const range: TxtNodeRange = [0, text.length];
  return {
    type: 'Document',
    raw: text,
    range,
    loc: locationOf(lineStartsOf(text), range),
    children,
  };
}
