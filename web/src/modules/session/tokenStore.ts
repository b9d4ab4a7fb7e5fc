// The session is a token in localStorage under `token` (part 3 §4): setting an empty token
// removes it and ends the session; a stored token is picked up again on start.
const KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(KEY) || null;
  } catch {
    return null; // storage blocked (private mode, policy): the session lives in memory only
  }
}

let current = readStored();

function notify(): void {
  for (const listener of listeners) listener();
}

export const tokenStore = {
  get(): string | null {
    return current;
  },
  set(token: string | null | undefined): void {
    const next = token || null;
    if (next === current) return;
    current = next;
    try {
      if (next) window.localStorage.setItem(KEY, next);
      else window.localStorage.removeItem(KEY);
    } catch {
      // see readStored
    }
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Signing out (or in) in one tab does the same in the others. (No window: the page prerendered.)
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key !== KEY && event.key !== null) return;
  const stored = readStored();
  if (stored === current) return;
  current = stored;
  notify();
});
