import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out what Node has and the browser has too; react-router needs TextEncoder at load.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
