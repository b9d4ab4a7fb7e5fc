import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FieldError } from '@federa/schema/validation/auth';
import { FieldChecker, same, type FieldChecks, type OnScreen } from './fieldChecks';

export type { FieldCheck, FieldChecks } from './fieldChecks';

/** A field's error: a catalogue key (follows a language switch) or the server's own text. */
export type ShownError = { key: string; params?: Record<string, string | number> } | { message: string };

type Values = Record<string, unknown>;

/** What the field components need of a form, whatever its value type. */
export type FieldHost = {
  idPrefix: string;
  values: Values;
  errors: Partial<Record<string, ShownError>>;
  set: (field: string, value: unknown) => void;
  blur: (field: string) => void;
};

/**
 * Form state with the shared rules of schema/validation: values, modified tracking against what
 * was loaded, a field checked when it loses focus, every field on save (focus goes to the first
 * broken one), and the server's per-field refusals (extensions.fields) put under their fields.
 * Field ids are `${idPrefix}-${field}`. Optional `checks` ask the server on blur (see FieldCheck).
 */
export function useForm<V extends Values>(
  initial: V,
  rules: (values: V) => FieldError[],
  idPrefix: string,
  checks?: FieldChecks<V>,
) {
  const [loaded, setLoaded] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, ShownError>>>({});
  // Handlers and the server questions read the values as last rendered; refs and the checker are
  // updated once React has committed that render, never during it.
  const latest = useRef(values);
  const [asked] = useState(
    () =>
      new FieldChecker<V>(onScreen(initial, rules, checks), (field, error) =>
        setErrors((shown) => ({ ...shown, [field]: error })),
      ),
  );
  useLayoutEffect(() => {
    latest.current = values;
    asked.sync(onScreen(values, rules, checks));
  });
  useEffect(() => asked.valuesChanged(), [asked, values]);

  const dirty = useMemo(
    () => Object.keys(values).some((field) => !same(values[field], loaded[field])),
    [values, loaded],
  );

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /** Replaces the values and what counts as unmodified (a record has loaded). */
  const load = useCallback(
    (next: V) => {
      setLoaded(next);
      setValues(next);
      setErrors({});
      asked.forget();
    },
    [asked],
  );

  const blur = useCallback(
    (field: keyof V & string) => {
      const found = rules(latest.current).find((error) => error.field === field);
      setErrors((current) => ({ ...current, [field]: found && { key: found.key, params: found.params } }));
      // Only a value that passes its own rule is worth a question; a broken one drops any pending.
      if (found) asked.drop(field);
      else void asked.ask(field);
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
      if (found.length) document.getElementById(`${idPrefix}-${found[0].field}`)?.focus();
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
      const known = fields.filter((f) => f.field in latest.current);
      if (!known.length) return false;
      show(known.map((f) => ({ field: f.field, error: { message: f.message } })));
      return true;
    },
    [show],
  );

  const host = useMemo<FieldHost>(
    () => ({
      idPrefix,
      values,
      errors,
      set: set as FieldHost['set'],
      blur: blur as FieldHost['blur'],
    }),
    [idPrefix, values, errors, set, blur],
  );

  return { values, set, load, dirty, errors, blur, validate, acceptServerErrors, host };
}

function onScreen<V extends Values>(
  values: V,
  rules: (values: V) => FieldError[],
  checks: FieldChecks<V> | undefined,
): OnScreen<V> {
  return { values, checks, passes: (field) => rules(values).every((error) => error.field !== field) };
}
