import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { WarningsQuery as WarningsData } from '../../../generated/graphql';

const WarningsQuery = graphql(`
  query Warnings {
    warnings {
      fees
      courses
      grades
    }
  }
`);

/** Part 3 §4: the warnings are fetched again 1,860 s (31 minutes) after each run. */
export const WARNINGS_REFRESH_SECONDS = 1860;

type Warnings = WarningsData['warnings'];

/**
 * The sidebar's badge counts. The countdown of part 3 §4 (inactive, then 1860 → 0, fetch, again)
 * is kept as one timer per run rather than a tick per second; an error stops it (inactive) until
 * the shell mounts again.
 */
export function useWarnings(): Warnings | undefined {
  const client = useApolloClient();
  const [warnings, setWarnings] = useState<Warnings>();

  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    const run = async () => {
      try {
        const { data } = await client.query({ query: WarningsQuery, fetchPolicy: 'network-only' });
        if (stopped || !data) return;
        setWarnings(data.warnings);
        timer = window.setTimeout(() => void run(), WARNINGS_REFRESH_SECONDS * 1000);
      } catch {
        // inactive: no further fetches
      }
    };
    void run();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [client]);

  return warnings;
}
