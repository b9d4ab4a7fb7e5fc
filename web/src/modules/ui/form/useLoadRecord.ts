import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Puts an edited record into its form once, when it arrives. A later reload of the same record
 * (after a password reset, say) must not overwrite what has been typed meanwhile.
 */
export function useLoadRecord<R extends { id: number }, V>(
  record: R | null | undefined,
  toValues: (record: R) => V,
  load: (values: V) => void,
) {
  const loadedId = useRef(0);
  const loadRecord = useEffectEvent((arrived: R) => load(toValues(arrived)));
  useEffect(() => {
    if (!record || loadedId.current === record.id) return;
    loadedId.current = record.id;
    loadRecord(record);
  }, [record]);
}
