/**
 * The rows a list shows: the last page stays on screen while the next one loads, and a failed
 * load shows nothing (part 1 §8).
 */
export function shownPage<T>(result: { data?: T; previousData?: T; error?: unknown }): T | undefined {
  return result.error ? undefined : (result.data ?? result.previousData);
}
