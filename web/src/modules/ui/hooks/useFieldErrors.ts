import { useCallback, useRef, useState } from 'react';

type FoundError = { field: string; key: string };

/**
 * Field errors of a form as catalogue keys (so they follow a language switch), and focus on the
 * first broken field after a failed submit so keyboard and screen-reader users land on it.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const accept = useCallback((found: FoundError[]): boolean => {
    const next: Partial<Record<F, string>> = {};
    for (const { field, key } of found) next[field as F] ??= key;
    setErrors(next);
    if (found.length) inputs.current[found[0].field as F]?.focus();
    return found.length === 0;
  }, []);

  const inputRef = useCallback(
    (field: F) => (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    [],
  );

  return { errors, accept, inputRef };
}
