/** Part 2 §2.4, §9: of a member's belts or titles, only the highest-valued validated one is shown. */
export function highestValidated<E extends { value: number; status: number }>(
  entries: readonly E[],
): E | null {
  let best: E | null = null;
  for (const entry of entries) {
    if (entry.status >= 0 && (!best || entry.value > best.value)) best = entry;
  }
  return best;
}
