/**
 * What the admin page adds to Sveltia CMS so that staff never lose an edit
 * (docs/editing.md, "Unsaved changes"). Sveltia is configured where it can be,
 * and the rest is the smallest wrapper around it:
 *
 * - its own preferences, set at every opening: drafts backed up as staff type
 *   (offered back after Cancel, Back, a reload or a crash), and Esc never closes
 *   the editor (Esc closes a dropdown; Sveltia's default also closed the entry);
 * - leaving the page while an entry has unsaved changes asks first;
 * - Save, while a picture or file is still on its way to its field (Sveltia
 *   hands it over after its picker closes, then converts a photo to WebP), is
 *   held with a message: saved then, the entry kept its old picture;
 * - in local mode ("Work with Local Repository"), a save over a file that
 *   changed on disk since this tab read it is refused. Sveltia checks this only
 *   against a git host (it compares the branch's head before saving); locally it
 *   would write its older copy over the other change.
 */

import { defaultLocale, locales, type Localized } from '@/lib/i18n';

/** Where Sveltia keeps its preferences (its `PREFS_STORAGE_KEY`), as JSON. */
const PREFS_KEY = 'sveltia-cms.prefs';

/** Sveltia's draft backup on, and its "Close the editor with the Escape key" off. */
export function setStaffPreferences(storage: Storage = localStorage) {
  let prefs: Record<string, unknown> = {};
  try {
    const stored: unknown = JSON.parse(storage.getItem(PREFS_KEY) ?? '{}');
    if (stored && typeof stored === 'object') prefs = stored as Record<string, unknown>;
  } catch {
    // A preference file that does not parse is replaced, as Sveltia would.
  }
  storage.setItem(
    PREFS_KEY,
    JSON.stringify({ ...prefs, useDraftBackup: true, closeWithEscape: false }),
  );
}

/**
 * Whether an entry is open with changes not yet saved: Sveltia enables the entry's
 * Save button (its shortcut Ctrl+S, or ⌘S) exactly then, in every language of its
 * interface.
 */
export const hasUnsavedChanges = (doc: Document = document) =>
  doc.querySelector(
    'button[aria-keyshortcuts$="+S"]:not([aria-disabled="true"]):not([disabled])',
  ) !== null;

/** The browser's "Leave site?" question while an entry has unsaved changes. */
export function askBeforeLeaving(win: Window = window) {
  win.addEventListener('beforeunload', (event) => {
    if (hasUnsavedChanges(win.document)) event.preventDefault();
  });
}

/** What staff read when a save is refused because the file changed since they opened it. */
const CONFLICT: Localized = {
  en: 'Nothing was saved: this file changed after you opened the entry (in another tab, another window or with git). Saving now would undo that other change. Reload the page to see the file as it is now, then make your change again.',
  es: 'No se guardó nada: este archivo cambió después de que usted abrió la entrada (en otra pestaña, otra ventana o con git). Guardar ahora borraría ese otro cambio. Vuelva a cargar la página para ver el archivo como está ahora y haga su cambio de nuevo.',
};
/** A message in the browser's language (`navigator.language`), or the default language's. */
const inLanguage = (message: Localized, language: string) =>
  message[locales.find((l) => language.startsWith(l)) ?? defaultLocale];
export const conflictMessage = (language: string) => inLanguage(CONFLICT, language);
/** A refused save, as Sveltia's error dialog shows it: its cause's message is what staff read. */
const refusal = (message: string) => new Error('saving_failed', { cause: new Error(message) });

/** What staff read when a save is refused because a picture is still being prepared. */
const PROCESSING: Localized = {
  en: 'Nothing was saved yet: a picture or file you added is still being prepared. Its field shows “Processing a file” until it is ready, then the picture itself. Save again once you see it.',
  es: 'Todavía no se guardó nada: una imagen o un archivo que usted agregó todavía se está preparando. Su campo muestra “Procesando un archivo” hasta que esté listo y después la imagen. Vuelva a guardar cuando la vea.',
};

/** A field's upload area while Sveltia converts the file it was given. */
const PROCESSING_AREA = '.empty.processing';

/** Sveltia's file picker: the one dialog with a file input (its Upload button's). */
const isPicker = (dialog: Element | null) =>
  dialog !== null && dialog.querySelector('input[type="file"]') !== null;

/**
 * A file staff inserted that is not in its field yet. Sveltia hands the file over only once
 * the picker's dialog has closed (the closed `<dialog>` stays in the page for about half a
 * second), then marks the field's upload area `processing`, empty, until the converted file
 * is in. A save in either moment writes the entry without the new file. Other dialogs and
 * menus (Edit Slug, the editor's options) hand over no file.
 */
export const fileBeingPrepared = (doc: Document = document) =>
  [...doc.querySelectorAll('dialog:not([open])')].some(isPicker) ||
  doc.querySelector(PROCESSING_AREA) !== null;

/** The Save button (its shortcut Ctrl+S or ⌘S names it in every language), or the shortcut. */
const asksToSave = (event: Event) =>
  event instanceof KeyboardEvent
    ? (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's'
    : event.target instanceof Element &&
      event.target.closest('button[aria-keyshortcuts$="+S"]') !== null;

/** How long after a picker's dialog has gone a file may still be on its way to its field. */
export const HAND_OVER_MS = 500;

/**
 * Save waits for the files staff insert. From a click in the open picker (Insert), or a
 * drop, a file may be on its way: while the dialog closes, for HAND_OVER_MS after it has
 * gone (until the field starts processing, a few ms on a quiet computer), and while the
 * field processes. Meanwhile Save (a click on the button or its shortcut) is held, with the
 * reason: Sveltia would otherwise check the emptied field ("This field is required") or save
 * without the new picture. Capture listeners on the window run before Sveltia's own.
 * `check` refuses a save that comes another way (as Sveltia's error dialog shows it).
 */
export function saveWaitsForFiles(win: Window = window) {
  const doc = win.document;
  let pending = false;
  let busySince = 0;
  let processed = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const follow = () => {
    const processing = doc.querySelector(PROCESSING_AREA) !== null;
    processed ||= processing;
    if (fileBeingPrepared(doc)) busySince = Date.now();
    else if (processed || Date.now() - busySince > HAND_OVER_MS) {
      pending = false;
      clearInterval(timer);
    }
  };
  const busy = () => pending || fileBeingPrepared(doc);
  const message = () => inLanguage(PROCESSING, win.navigator.language);

  const onItsWay = () => {
    [pending, processed, busySince] = [true, false, Date.now()];
    clearInterval(timer);
    timer = setInterval(follow, 50);
  };
  win.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && isPicker(event.target.closest('dialog[open]')))
        onItsWay();
    },
    true,
  );
  // A file dropped on a field skips the dialog: it is on its way from the drop.
  win.addEventListener('drop', onItsWay, true);
  const hold = (event: Event) => {
    if (!asksToSave(event) || !busy()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    win.alert(message());
  };
  win.addEventListener('click', hold, true);
  win.addEventListener('keydown', hold, true);

  return {
    check() {
      if (busy()) throw refusal(message());
    },
  };
}

type Root = FileSystemDirectoryHandle;
/** The File System Access API's folder picker (Chrome and Edge; not yet in TypeScript's DOM). */
type PickerWindow = Window &
  typeof globalThis & { showDirectoryPicker?: (options?: object) => Promise<Root> };

/** A file of the folder by its path in the repository, or null where there is none. */
async function fileAt(root: Root, file: string): Promise<File | null> {
  try {
    const parts = file.split('/').filter(Boolean);
    let dir = root;
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return await (await dir.getFileHandle(parts.at(-1) as string)).getFile();
  } catch {
    return null;
  }
}

/**
 * The local folder's guard. Sveltia reads every file when it opens the folder and
 * keeps them in memory; it writes a whole entry file from that copy. A file whose
 * modification time is after that read (or after this tab's own last save of it)
 * was changed by someone else: saving would write the older copy over it.
 */
export function localConflictGuard(win: PickerWindow = window as PickerWindow) {
  let root: Root | null = null;
  /** When this tab last read (the folder's opening) or wrote each file, in ms. */
  let openedAt = 0;
  const savedAt = new Map<string, number>();
  const opened = (handle: Root) => {
    root = handle;
    openedAt = Date.now();
    savedAt.clear();
  };

  // The two ways Sveltia gets the folder: the picker, or the folder it remembers,
  // whose permission it asks for again when the editor opens.
  const pick = win.showDirectoryPicker?.bind(win);
  if (pick)
    win.showDirectoryPicker = async (...args: Parameters<typeof pick>) => {
      const handle = await pick(...args);
      opened(handle);
      return handle;
    };
  const proto = win.FileSystemHandle?.prototype as
    | (FileSystemHandle & { requestPermission?: (d?: object) => Promise<PermissionState> })
    | undefined;
  const ask = proto?.requestPermission;
  if (proto && ask)
    proto.requestPermission = async function (this: FileSystemHandle, ...args) {
      const state = await ask.apply(this, args);
      if (state === 'granted' && this.kind === 'directory') opened(this as Root);
      return state;
    };

  return {
    /** Refuses the save (as Sveltia's error dialog shows it) when the file changed meanwhile. */
    async check(file: string) {
      if (!root || !file) return;
      const now = await fileAt(root, file);
      if (now && now.lastModified > (savedAt.get(file) ?? openedAt))
        throw refusal(conflictMessage(win.navigator.language));
    },
    /** This tab's copy of the file is the one on disk again. */
    saved(file: string) {
      if (root && file) savedAt.set(file, Date.now());
    },
  };
}
