// How the grade modal draws the belt ladder (part 2 §3): valor < 0 is a kyu belt, an odd valor an
// intermediate belt (hidden unless asked for), a multiple of 10 a full belt in its own colour, and
// any other valor half one neighbouring full belt's colour and half the other's.

export type LadderBelt = { id: number; value: number; primaryColour: string };

export const isKyu = (value: number) => value < 0;
export const isIntermediate = (value: number) => Math.abs(value % 2) === 1;
export const isFullBelt = (value: number) => value % 10 === 0;

/** A CSS background: the belt's colour, or the two neighbours' colours half and half. */
export function beltFill(ladder: readonly LadderBelt[], belt: LadderBelt): string {
  if (isFullBelt(belt.value)) return belt.primaryColour;
  const full = ladder.filter((other) => isFullBelt(other.value));
  const below = full.filter((other) => other.value < belt.value).at(-1);
  const above = full.find((other) => other.value > belt.value);
  const from = (below ?? above ?? belt).primaryColour;
  const to = (above ?? below ?? belt).primaryColour;
  return `linear-gradient(to right, ${from} 50%, ${to} 50%)`;
}

/** The belts the grid shows: full ones, intermediate ones when asked, and any the record holds. */
export function shownBelts<B extends LadderBelt>(
  ladder: readonly B[],
  showIntermediate: boolean,
  held: ReadonlySet<number>,
): B[] {
  return [...ladder]
    .sort((a, b) => a.value - b.value)
    .filter((belt) => showIntermediate || !isIntermediate(belt.value) || held.has(belt.id));
}
