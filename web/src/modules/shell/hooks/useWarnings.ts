import { graphql } from '../../../generated/gql';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { WarningsQuery as WarningsData } from '../../../generated/graphql';

const WarningsQuery = graphql(`
  query Warnings {
    warnings {
      fees
      courses
      grades
      contact
    }
  }
`);

/** Part 3 §4: the warnings are fetched again 1,860 s (31 minutes) after each run. */
export const WARNINGS_REFRESH_SECONDS = 1860;

/** The pending counts of part 3 §4, one per section that shows a badge. */
export type Warnings = WarningsData['warnings'];

/**
 * The sidebar's badge counts. A watched query rather than a one-off read: a write that evicts
 * `warnings` (invalidate(['FeeBatch'])) makes it ask again at once, besides the poll of part 3
 * §4. An error stops the poll (inactive) until the shell mounts again.
 */
export function useWarnings(): Warnings | undefined {
  const { data, error, stopPolling, startPolling } = useQuery(WarningsQuery, {
    // First from the server (counts change behind the screen); then the cache, so that an
    // eviction is what sends it back to the server.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    pollInterval: WARNINGS_REFRESH_SECONDS * 1000,
  });
  useEffect(() => {
    if (error) stopPolling();
  }, [error, stopPolling]);
  // The 31 minutes count from the last run, an eviction's refetch included: each new answer
  // starts the countdown again.
  useEffect(() => {
    if (!data || error) return;
    stopPolling();
    startPolling(WARNINGS_REFRESH_SECONDS * 1000);
  }, [data, error, stopPolling, startPolling]);
  return data?.warnings;
}
