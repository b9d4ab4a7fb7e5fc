// jest's jsdom environment leaves out some of what browsers and Node both have and the client's
// libraries use at import time (react-router's TextEncoder). Node's own stand in.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lays nothing out, so nothing it shows ever changes size: an observer that never reports
// is what a browser would do for it.
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
}
