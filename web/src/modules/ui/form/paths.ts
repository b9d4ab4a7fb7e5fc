type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;

/**
 * Every field of a form's values as a dotted path: `nombre`, `sessions`, `sessions.2`,
 * `sessions.2.date`. A name that is not in the values type does not compile.
 */
export type FieldPath<V> = V extends Leaf
  ? never
  : V extends readonly (infer Row)[]
    ? `${number}` | (Row extends Leaf ? never : `${number}.${FieldPath<Row>}`)
    : {
        [K in keyof V & string]: K | (NonNullable<V[K]> extends Leaf ? never : `${K}.${FieldPath<V[K]>}`);
      }[keyof V & string];

/** The type of the value at a path. */
export type FieldValue<V, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof V
    ? FieldValue<V[Head], Rest>
    : V extends readonly (infer Row)[]
      ? Head extends `${number}`
        ? FieldValue<Row, Rest>
        : never
      : never
  : P extends keyof V
    ? V[P]
    : V extends readonly (infer Row)[]
      ? P extends `${number}`
        ? Row
        : never
      : never;

/** The paths whose value is one of T (a text box binds a string, a checkbox a boolean). */
export type PathOf<V, T> = {
  [P in FieldPath<V>]: FieldValue<V, P> extends T ? P : never;
}[FieldPath<V>];

/** The paths whose value is a list of rows. */
export type ListPath<V> = {
  [P in FieldPath<V>]: FieldValue<V, P> extends readonly unknown[] ? P : never;
}[FieldPath<V>];

/** The row type of a list path. */
export type RowOf<V, P extends string> = FieldValue<V, P> extends readonly (infer Row)[] ? Row : never;

const steps = (path: string) => path.split('.');

/** The value at a path; undefined when any step is missing. */
export function getPath(values: unknown, path: string): unknown {
  let at = values;
  for (const step of steps(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return at;
}

/** A copy of the values with the path's value replaced (the objects on the way are copied). */
export function setPath<V>(values: V, path: string, value: unknown): V {
  const [head, ...rest] = steps(path);
  const copy = (Array.isArray(values) ? [...values] : { ...values }) as Record<string, unknown>;
  copy[head] = rest.length ? setPath(copy[head], rest.join('.'), value) : value;
  return copy as V;
}

/** Whether the path names a value the form holds (a server error for it has a place to go). */
export function hasPath(values: unknown, path: string): boolean {
  const parent = path.includes('.') ? getPath(values, path.slice(0, path.lastIndexOf('.'))) : values;
  const last = path.slice(path.lastIndexOf('.') + 1);
  // Own fields only (not `constructor`), and only a row's number in a list (not `length`).
  if (Array.isArray(parent)) return /^\d+$/.test(last) && Number(last) < parent.length;
  return parent !== null && typeof parent === 'object' && Object.hasOwn(parent, last);
}

/** `sessions[2].date` (a server's spelling) as the form's `sessions.2.date`. */
export function dotted(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/** The element id of a field: dots would read as classes in a CSS selector. */
export function fieldId(idPrefix: string, path: string): string {
  return `${idPrefix}-${path.replace(/\./g, '-')}`;
}

/** Blank and missing are the same value (an empty input is an absent optional field), at any depth. */
export function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => same(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return (a ?? '') === (b ?? '');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';
