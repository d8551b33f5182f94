import {
  conflictMessage,
  fileBeingPrepared,
  hasUnsavedChanges,
  holdSaveWhileProcessing,
  localConflictGuard,
  refuseWhileProcessing,
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

describe('a save while a picture is being prepared', () => {
  const field = (upload: string) =>
    (document.body.innerHTML = `<div role="group" aria-label="Photo">${upload}</div>`);

  it('is refused while a file field shows Sveltia’s processing state, in the staff’s language', () => {
    field('<div role="none" class="empty processing svelte-x1"><div role="status">…</div></div>');
    expect(fileBeingPrepared()).toBe(true);
    expect(() => refuseWhileProcessing()).toThrow('saving_failed');
    const spanish = { document, navigator: { language: 'es-MX' } } as unknown as Window;
    try {
      refuseWhileProcessing(spanish);
    } catch (error) {
      expect(((error as Error).cause as Error).message).toMatch(/^Todavía no se guardó nada/);
    }
    expect.assertions(3);
  });

  it('is refused while the picker’s dialog closes, before the file reaches its field', () => {
    field('<dialog class="sui modal dialog"><button>Insert</button></dialog>');
    expect(fileBeingPrepared()).toBe(true);
    (document.querySelector('dialog') as HTMLDialogElement).setAttribute('open', '');
    expect(fileBeingPrepared()).toBe(false);
  });

  it('goes ahead once the picture is in, or with an empty upload area', () => {
    field('<div role="none" class="empty svelte-x1">Drop an image file here</div>');
    expect(fileBeingPrepared()).toBe(false);
    expect(() => refuseWhileProcessing()).not.toThrow();
    field('<img src="blob:x" alt=""><button class="processing-like">Replace</button>');
    expect(fileBeingPrepared()).toBe(false);
  });
});

describe('Save pressed while a picture is being prepared', () => {
  const editor = (processing: boolean) =>
    (document.body.innerHTML = `<button aria-keyshortcuts="Ctrl+S">Save</button><button>Cancel</button>
      <div role="none" class="empty${processing ? ' processing' : ''}"></div>`);
  /** Whether Sveltia's own listener (on the document) heard the event. */
  const heard = (event: Event, target: EventTarget) => {
    const sveltia = jest.fn();
    document.addEventListener(event.type, sveltia);
    target.dispatchEvent(event);
    document.removeEventListener(event.type, sveltia);
    return sveltia.mock.calls.length > 0;
  };
  const save = () => document.querySelector('button') as HTMLButtonElement;

  it('is held, with the reason, for the button and for Ctrl+S', () => {
    const alert = jest.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true });
    holdSaveWhileProcessing(window);
    editor(true);
    expect(heard(new MouseEvent('click', { bubbles: true }), save())).toBe(false);
    expect(
      heard(
        new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true }),
        document.body,
      ),
    ).toBe(false);
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert.mock.calls[0][0]).toMatch(/still being prepared/);
    // Other clicks and keys pass, and Save passes once the picture is in.
    expect(
      heard(
        new MouseEvent('click', { bubbles: true }),
        document.querySelectorAll('button')[1] as HTMLButtonElement,
      ),
    ).toBe(true);
    expect(heard(new KeyboardEvent('keydown', { key: 's', bubbles: true }), document.body)).toBe(
      true,
    );
    editor(false);
    expect(heard(new MouseEvent('click', { bubbles: true }), save())).toBe(true);
    expect(alert).toHaveBeenCalledTimes(2);
  });
});
