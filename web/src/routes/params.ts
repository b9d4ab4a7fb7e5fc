import { useParams } from 'react-router';

/** Part 1 §2 / part 3 §2: a route's idReg is read as a number, 0 when it is not one. */
export function readNumber(value: string | undefined): number {
  return value && /^\d+$/.test(value) ? Number(value) : 0;
}

/** The id in a scoped segment such as asoc_12 or dojo_7; 0 when missing or malformed. */
export function readScope(value: string | undefined, prefix: string): number {
  return value?.startsWith(prefix) ? readNumber(value.slice(prefix.length)) : 0;
}

export function useIdReg(): number {
  return readNumber(useParams().idReg);
}

/**
 * The idReg for a list that sends an unknown one back to its bare route (part 2 §2): 0 when the
 * route has none, -1 when it has one that is no id (`/cuotas/abc`, `/cuotas/0`), which no row has.
 */
export function useIdRegOrMissing(): number {
  const given = useParams().idReg;
  return given === undefined ? 0 : readNumber(given) || -1;
}
