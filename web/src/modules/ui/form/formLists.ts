/** The new position of each old row after a change of a list; undefined for a removed row. */
export type RowMap = (index: number) => number | undefined;

export const removedAt =
  (removed: number): RowMap =>
  (index) =>
    index < removed ? index : index === removed ? undefined : index - 1;

/** Where each row goes when the row at `from` is taken out and put back at `to`. */
export function movedFrom(from: number, to: number): RowMap {
  return (index) => {
    if (index === from) return to;
    if (from < to && index > from && index <= to) return index - 1;
    if (to < from && index >= to && index < from) return index + 1;
    return index;
  };
}

/** A list reordered (rows dropped) the way a RowMap says. */
export function reorder<T>(rows: readonly T[], map: RowMap): T[] {
  const next: T[] = [];
  rows.forEach((row, index) => {
    const to = map(index);
    if (to !== undefined) next[to] = row;
  });
  return next;
}

/**
 * Entries keyed by path (errors) follow their rows: `sessions.3.date` becomes `sessions.2.date`
 * when row 1 goes, and one of a removed row goes with it. Keys outside the list stay.
 */
export function followRows<T>(byPath: Partial<Record<string, T>>, list: string, map: RowMap) {
  const prefix = `${list}.`;
  const next: Partial<Record<string, T>> = {};
  for (const [path, entry] of Object.entries(byPath)) {
    if (!path.startsWith(prefix)) {
      next[path] = entry;
      continue;
    }
    const rest = path.slice(prefix.length);
    const dot = rest.indexOf('.');
    const to = map(Number(dot < 0 ? rest : rest.slice(0, dot)));
    if (to !== undefined) next[`${prefix}${to}${dot < 0 ? '' : rest.slice(dot)}`] = entry;
  }
  return next;
}
