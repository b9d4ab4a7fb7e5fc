import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FieldError } from '@federa/schema/validation/auth';
import { FieldChecker, type FieldChecks, type OnScreen } from './fieldChecks';
import { followRows, movedFrom, removedAt, reorder, type RowMap } from './formLists';
import {
  dotted,
  fieldId,
  getPath,
  hasPath,
  same,
  setPath,
  type FieldPath,
  type FieldValue,
  type ListPath,
  type RowOf,
} from './paths';

export type { FieldCheck, FieldChecks } from './fieldChecks';
export type { FieldPath, FieldValue, ListPath, PathOf, RowOf } from './paths';

/** A field's error: a catalogue key (follows a language switch) or the server's own text. */
export type ShownError = { key: string; params?: Record<string, string | number> } | { message: string };

export type FormErrors<V> = Partial<Record<FieldPath<V>, ShownError>>;

/**
 * Where the server's field errors (extensions.fields[].field) go, for the names that are not the
 * form's own paths: a form's one place to say how the server names its fields.
 */
export type ServerFields<V> = Readonly<Record<string, FieldPath<V>>>;

export type FormOptions<V> = {
  initial: V;
  /** The shared rules of schema/validation: every broken field, by path (`sessions.2.date`). */
  rules: (values: V) => FieldError[];
  /** Field ids are `${idPrefix}-${path with dots as dashes}`. */
  idPrefix: string;
  /** Questions to the server on blur (see FieldCheck). */
  checks?: FieldChecks<V>;
  serverFields?: ServerFields<V>;
};

/** What the field components need of a form. */
export type FieldHost<V> = {
  idPrefix: string;
  values: V;
  errors: FormErrors<V>;
  set: <P extends FieldPath<V>>(path: P, value: FieldValue<V, P>) => void;
  blur: (path: FieldPath<V>) => void;
};

/** A list of rows in a form; each row's key stays with it through removals and moves. */
export type FormList<Row> = {
  rows: { key: string; index: number }[];
  append: (row: Row) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
};

/**
 * Form state with the shared rules of schema/validation: values (nested objects and lists of
 * rows), modified tracking against what was loaded, a field checked when it loses focus, every
 * field on save (focus goes to the first broken one), and the server's per-field refusals put
 * under their fields. Paths are type-checked: a misspelt field does not compile.
 */
export function useForm<V extends object>({
  initial,
  rules,
  idPrefix,
  checks,
  serverFields,
}: FormOptions<V>) {
  const [loaded, setLoaded] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, ShownError>>>({});
  const [rowKeys, setRowKeys] = useState<Record<string, string[]>>({});
  // Handlers read the values as last rendered: the refs and the checker follow each committed
  // render (written in a layout effect, never while rendering).
  const latest = useRef(values);
  const loadedNow = useRef(loaded);
  const serverNow = useRef(serverFields);
  const nextKey = useRef(0);
  const [asked] = useState(
    () =>
      new FieldChecker<V>(
        (field, error) => setErrors((shown) => ({ ...shown, [field]: error })),
        onScreen(initial, rules, checks),
      ),
  );
  useLayoutEffect(() => {
    latest.current = values;
    loadedNow.current = loaded;
    serverNow.current = serverFields;
    asked.sync(onScreen(values, rules, checks));
  });
  useEffect(() => asked.valuesChanged(), [asked, values]);

  const dirty = useMemo(() => !same(values, loaded), [values, loaded]);

  const set = useCallback(<P extends FieldPath<V>>(path: P, value: FieldValue<V, P>) => {
    setValues((current) => setPath(current, path, value));
  }, []);

  /** Replaces the values and what counts as unmodified (a record has loaded). */
  const load = useCallback(
    (next: V) => {
      setLoaded(next);
      setValues(next);
      setErrors({});
      setRowKeys({});
      asked.forget();
    },
    [asked],
  );

  const blur = useCallback(
    (path: FieldPath<V>) => {
      const found = rules(latest.current).find((error) => error.field === path);
      setErrors((current) => ({ ...current, [path]: found && { key: found.key, params: found.params } }));
      // Only a value that passes its own rule is worth a question; a broken one drops any pending.
      if (found) asked.drop(path);
      else void asked.ask(path);
    },
    [rules, asked],
  );

  const show = useCallback(
    (found: { field: string; error: ShownError }[]) => {
      const next: Partial<Record<string, ShownError>> = {};
      for (const { field, error } of found) next[field] ??= error;
      // What save found is newer than any answer still on its way.
      asked.dropAll();
      setErrors(next);
      if (found.length) document.getElementById(fieldId(idPrefix, found[0].field))?.focus();
    },
    [idPrefix, asked],
  );

  /** Checks every field; true when the form may be sent. */
  const validate = useCallback((): boolean => {
    const found = rules(latest.current);
    show(found.map((e) => ({ field: e.field, error: { key: e.key, params: e.params } })));
    return found.length === 0;
  }, [rules, show]);

  /** Puts a GraphQL refusal's field errors under their fields; false when it had none. */
  const acceptServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!CombinedGraphQLErrors.is(error)) return false;
      const fields = error.errors.flatMap(
        (e) => (e.extensions?.fields as { field: string; message: string }[] | undefined) ?? [],
      );
      const placed = fields.flatMap(({ field, message }) => {
        // Own keys only: a field the server calls `constructor` is no entry of the table.
        const table = serverNow.current ?? {};
        const path: string = Object.hasOwn(table, field) ? table[field] : dotted(field);
        return hasPath(latest.current, path) ? [{ field: path, error: { message } }] : [];
      });
      if (!placed.length) return false;
      show(placed);
      return true;
    },
    [show],
  );

  /** Changes a list's rows; its errors and row keys follow the rows. */
  const changeRows = useCallback(
    (path: string, map: RowMap, added?: unknown) => {
      const rowsOf = (from: unknown) => (Array.isArray(from) ? from : []);
      setValues((current) => {
        const rows = reorder(rowsOf(getPath(current, path)), map);
        return setPath(current, path, added === undefined ? rows : [...rows, added]);
      });
      setRowKeys((keys) => {
        const before = keys[path] ?? rowsOf(getPath(loadedNow.current, path)).map((_, i) => `r${i}`);
        const after = reorder(before, map);
        if (added !== undefined) after.push(`n${nextKey.current++}`);
        return { ...keys, [path]: after };
      });
      setErrors((current) => followRows(current, path, map));
      // An answer on its way was asked about a row that may now sit elsewhere.
      asked.dropAll();
    },
    [asked],
  );

  const list = useCallback(
    <P extends ListPath<V>>(path: P): FormList<RowOf<V, P>> => {
      const rows = getPath(values, path);
      const length = Array.isArray(rows) ? rows.length : 0;
      const keys = rowKeys[path];
      return {
        rows: Array.from({ length }, (_, index) => ({ key: keys?.[index] ?? `r${index}`, index })),
        append: (row) => changeRows(path, (i) => i, row),
        remove: (index) => changeRows(path, removedAt(index)),
        move: (from, to) => {
          const inside = (i: number) => i >= 0 && i < length;
          if (from !== to && inside(from) && inside(to)) changeRows(path, movedFrom(from, to));
        },
      };
    },
    [values, rowKeys, changeRows],
  );

  const host = useMemo<FieldHost<V>>(
    () => ({ idPrefix, values, errors: errors as FormErrors<V>, set, blur }),
    [idPrefix, values, errors, set, blur],
  );

  return {
    values,
    set,
    load,
    dirty,
    errors: errors as FormErrors<V>,
    blur,
    validate,
    acceptServerErrors,
    list,
    host,
  };
}

export type Form<V extends object> = ReturnType<typeof useForm<V>>;

function onScreen<V>(
  values: V,
  rules: (values: V) => FieldError[],
  checks: FieldChecks<V> | undefined,
): OnScreen<V> {
  return { values, checks, passes: (field) => rules(values).every((error) => error.field !== field) };
}
