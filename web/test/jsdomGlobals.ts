// jest's jsdom environment leaves out some of what browsers and Node both have and the client's
// libraries use at import time (react-router's TextEncoder). Node's own stand in.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
