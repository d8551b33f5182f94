import {
  conflictMessage,
  fileBeingPrepared,
  HAND_OVER_MS,
  hasUnsavedChanges,
  localConflictGuard,
  saveWaitsForFiles,
  setStaffPreferences,
} from '@/components/cms/no-lost-edits';

describe("Sveltia's preferences for staff", () => {
  beforeEach(() => localStorage.clear());

  it('turns the draft backup on and Esc-closes-the-editor off, keeping the rest', () => {
    localStorage.setItem(
      'sveltia-cms.prefs',
      JSON.stringify({ theme: 'dark', useDraftBackup: false, closeWithEscape: true }),
    );
    setStaffPreferences();
    expect(JSON.parse(localStorage.getItem('sveltia-cms.prefs') as string)).toEqual({
      theme: 'dark',
      useDraftBackup: true,
      closeWithEscape: false,
    });
  });

  it('replaces preferences that do not parse', () => {
    localStorage.setItem('sveltia-cms.prefs', '{not json');
    setStaffPreferences();
    expect(JSON.parse(localStorage.getItem('sveltia-cms.prefs') as string)).toEqual({
      useDraftBackup: true,
      closeWithEscape: false,
    });
  });
});

describe('unsaved changes', () => {
  const toolbar = (save: string) =>
    (document.body.innerHTML = `<div role="toolbar"><button aria-label="Cancel Editing"></button>${save}</div>`);

  it('are there while the entry’s Save button is enabled, in any language', () => {
    toolbar('<button aria-keyshortcuts="Ctrl+S" aria-disabled="false">Guardar</button>');
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('are not while it is disabled, or with no entry open', () => {
    toolbar('<button aria-keyshortcuts="Ctrl+S" aria-disabled="true" disabled>Save</button>');
    expect(hasUnsavedChanges()).toBe(false);
    document.body.innerHTML = '<button aria-keyshortcuts="Alt+1">Contents</button>';
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('the local folder’s guard', () => {
  /** A folder of files by path, each with its modification time, as the picker hands it. */
  function folder(files: Record<string, number>) {
    const dir = (prefix: string): FileSystemDirectoryHandle =>
      ({
        kind: 'directory',
        getDirectoryHandle: async (name: string) => dir(`${prefix}${name}/`),
        getFileHandle: async (name: string) => {
          const file = `${prefix}${name}`;
          if (!(file in files)) throw new DOMException('missing', 'NotFoundError');
          return { getFile: async () => ({ lastModified: files[file] }) };
        },
      }) as unknown as FileSystemDirectoryHandle;
    return dir('');
  }

  const FILE = 'content/team/emily-carter.yaml';

  function opened(files: Record<string, number>) {
    const root = folder(files);
    const win = {
      showDirectoryPicker: async () => root,
      navigator: { language: 'en-US' },
    } as unknown as NonNullable<Parameters<typeof localConflictGuard>[0]>;
    const guard = localConflictGuard(win);
    return { guard, pick: () => win.showDirectoryPicker?.() };
  }

  it('lets a save through when the file is as the tab read it', async () => {
    const { guard, pick } = opened({ [FILE]: Date.now() - 60_000 });
    await pick();
    await expect(guard.check(FILE)).resolves.toBeUndefined();
    // A new entry: no file yet.
    await expect(guard.check('content/team/new-member.yaml')).resolves.toBeUndefined();
  });

  it('refuses a save over a file changed after the tab read it, with the reason', async () => {
    const files = { [FILE]: Date.now() - 60_000 };
    const { guard, pick } = opened(files);
    await pick();
    files[FILE] = Date.now() + 1_000;
    const refusal = guard.check(FILE);
    await expect(refusal).rejects.toThrow('saving_failed');
    await expect(refusal).rejects.toHaveProperty('cause.message', conflictMessage('en'));
  });

  it('lets the tab save again what it saved itself', async () => {
    const files = { [FILE]: Date.now() - 60_000 };
    const { guard, pick } = opened(files);
    await pick();
    await new Promise((resolve) => setTimeout(resolve, 5));
    files[FILE] = Date.now();
    guard.saved(FILE);
    await expect(guard.check(FILE)).resolves.toBeUndefined();
  });

  it('checks nothing before a folder is chosen (the git host)', async () => {
    const { guard } = opened({ [FILE]: Date.now() + 60_000 });
    await expect(guard.check(FILE)).resolves.toBeUndefined();
  });

  it('tells a Spanish-speaking browser in Spanish', () => {
    expect(conflictMessage('es-MX')).toMatch(/^No se guardó nada/);
    expect(conflictMessage('en-US')).toMatch(/^Nothing was saved/);
  });
});

/** Sveltia's file picker: a dialog with its Upload button's file input. */
const PICKER =
  '<dialog class="sui modal dialog"><input type="file" hidden><button>Insert</button></dialog>';

describe('a file on its way to its field', () => {
  const field = (upload: string) =>
    (document.body.innerHTML = `<div role="group" aria-label="Photo">${upload}</div>`);

  it('is seen while a field processes it, or while the picker’s dialog closes', () => {
    field('<div role="none" class="empty processing svelte-x1"><div role="status">…</div></div>');
    expect(fileBeingPrepared()).toBe(true);
    field(PICKER);
    expect(fileBeingPrepared()).toBe(true);
    (document.querySelector('dialog') as HTMLDialogElement).setAttribute('open', '');
    expect(fileBeingPrepared()).toBe(false);
    // Another dialog closing (a menu, a question) hands over no file.
    field('<dialog class="sui popup"><button role="menuitem">Edit Slug</button></dialog>');
    expect(fileBeingPrepared()).toBe(false);
    field('<div role="none" class="empty svelte-x1">Drop an image file here</div>');
    expect(fileBeingPrepared()).toBe(false);
    field('<img src="blob:x" alt=""><button class="processing-like">Replace</button>');
    expect(fileBeingPrepared()).toBe(false);
  });
});

describe('Save while a file is on its way', () => {
  const alert = jest.fn();
  let files: ReturnType<typeof saveWaitsForFiles>;
  beforeAll(() => {
    Object.defineProperty(window, 'alert', { value: alert, configurable: true });
    files = saveWaitsForFiles(window);
  });
  beforeEach(() => {
    alert.mockClear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** The entry's toolbar, and the photo field: processing, or showing its picture. */
  const editor = (field: 'processing' | 'picture' | 'picker' | 'menu', dialog = '') =>
    (document.body.innerHTML = `<button aria-keyshortcuts="Ctrl+S">Save</button><button>Cancel</button>
      ${field === 'processing' ? '<div role="none" class="empty processing"></div>' : '<img alt="">'}
      ${field === 'picker' ? PICKER.replace('<dialog', `<dialog ${dialog}`) : ''}
      ${field === 'menu' ? `<dialog ${dialog}><button role="menuitem">Edit Slug</button></dialog>` : ''}`);
  /** Whether Sveltia's own listener (on the document) heard the event. */
  const heard = (event: Event, target: EventTarget) => {
    const sveltia = jest.fn();
    document.addEventListener(event.type, sveltia);
    target.dispatchEvent(event);
    document.removeEventListener(event.type, sveltia);
    return sveltia.mock.calls.length > 0;
  };
  const click = (target: Element) => heard(new MouseEvent('click', { bubbles: true }), target);
  const save = () => click(document.querySelector('button') as HTMLButtonElement);
  const ctrlS = () =>
    heard(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true }), document.body);

  it('is held, with the reason, for the button and for Ctrl+S while the field processes', () => {
    editor('processing');
    expect(save()).toBe(false);
    expect(ctrlS()).toBe(false);
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert.mock.calls[0][0]).toMatch(/^Nothing was saved yet: .* still being prepared/);
    // Other clicks and keys pass, and Save passes once the picture is in.
    expect(click(document.querySelectorAll('button')[1] as HTMLButtonElement)).toBe(true);
    expect(heard(new KeyboardEvent('keydown', { key: 's', bubbles: true }), document.body)).toBe(
      true,
    );
    editor('picture');
    expect(save()).toBe(true);
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('is held from Insert, through the moment between the dialog and the processing', () => {
    editor('picker', 'open');
    click(document.querySelector('dialog button') as HTMLButtonElement);
    editor('picker');
    expect(save()).toBe(false);
    // The dialog has gone and the field has not started: the file is still on its way.
    editor('picture');
    jest.advanceTimersByTime(HAND_OVER_MS - 100);
    expect(save()).toBe(false);
    editor('processing');
    jest.advanceTimersByTime(HAND_OVER_MS * 4);
    expect(save()).toBe(false);
    // The converted picture is in: Save at once.
    editor('picture');
    jest.advanceTimersByTime(50);
    expect(save()).toBe(true);
    expect(alert).toHaveBeenCalledTimes(3);
  });

  it('is held from a file dropped on a field until the field has it', () => {
    editor('picture');
    heard(new Event('drop', { bubbles: true }), document.body);
    jest.advanceTimersByTime(HAND_OVER_MS - 100);
    expect(save()).toBe(false);
    editor('processing');
    jest.advanceTimersByTime(100);
    editor('picture');
    jest.advanceTimersByTime(50);
    expect(save()).toBe(true);
  });

  it('goes ahead at once after a menu or another dialog (Edit Slug)', () => {
    editor('menu', 'open');
    click(document.querySelector('dialog button') as HTMLButtonElement);
    editor('menu');
    expect(save()).toBe(true);
    editor('picture');
    expect(save()).toBe(true);
  });

  it('goes ahead after a dialog closed with nothing to hand over (Cancel)', () => {
    editor('picker', 'open');
    click(document.querySelector('dialog button') as HTMLButtonElement);
    editor('picture');
    jest.advanceTimersByTime(HAND_OVER_MS + 100);
    expect(save()).toBe(true);
  });

  it('refuses a save that comes another way, in the staff’s language', () => {
    editor('processing');
    jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('es-MX');
    expect(() => files.check()).toThrow('saving_failed');
    try {
      files.check();
    } catch (error) {
      expect(((error as Error).cause as Error).message).toMatch(/^Todavía no se guardó nada/);
    }
    editor('picture');
    expect(() => files.check()).not.toThrow();
  });
});
