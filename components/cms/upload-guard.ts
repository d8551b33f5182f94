import { uploadProblem } from '@/lib/public-files';

/**
 * Every upload path of the editor (a picture field, Browse → Upload, the Assets
 * page; a file chosen or dropped) takes only what the build publishes
 * (lib/public-files.ts). Sveltia has no list of accepted files for its Assets
 * page, so the editor's page checks each file before Sveltia sees it: the event
 * that brings the files is held, their bytes are read, and the event is passed
 * on only when every file passes; otherwise the files are dropped and staff are
 * told which file and why.
 */
const checked = new WeakSet<Event>();

async function problemsOf(files: readonly File[]): Promise<string[]> {
  const problems = await Promise.all(
    files.map(async (file) => uploadProblem(file.name, new Uint8Array(await file.arrayBuffer()))),
  );
  return problems.filter((p): p is string => Boolean(p));
}

const refuse = (problems: string[]) =>
  window.alert(
    `This file cannot go on the site, so it was not uploaded.\n\n${problems.join('\n\n')}`,
  );

/** Holds a file input's change, and passes it on when its files pass. */
function onChange(event: Event) {
  const input = event.target;
  if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
  const files = [...(input.files ?? [])];
  if (files.length === 0) return;
  event.stopImmediatePropagation();
  void problemsOf(files).then((problems) => {
    if (problems.length > 0) {
      input.value = '';
      refuse(problems);
      return;
    }
    const again = new Event(event.type, { bubbles: true });
    checked.add(again);
    input.dispatchEvent(again);
  });
}

/** Holds a drop of files, and drops them again when they pass. */
function onDrop(event: DragEvent) {
  const files = [...(event.dataTransfer?.files ?? [])];
  if (checked.has(event) || files.length === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const target = event.target;
  void problemsOf(files).then((problems) => {
    if (problems.length > 0) return refuse(problems);
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    const again = new DragEvent('drop', {
      bubbles: true,
      cancelable: true,
      dataTransfer: transfer,
      clientX: event.clientX,
      clientY: event.clientY,
    });
    checked.add(again);
    target?.dispatchEvent(again);
  });
}

/** Installed once, before the editor starts: capture listeners on the window run first. */
export function guardUploads() {
  window.addEventListener('change', onChange, true);
  window.addEventListener('drop', onDrop, true);
}
