import '@testing-library/jest-dom';

// jsdom has no PointerEvent; without it events lose their pointerType.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// jsdom has no TextDecoder; image-size, which reads picture sizes for the content loaders, needs it.
if (typeof globalThis.TextDecoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}
