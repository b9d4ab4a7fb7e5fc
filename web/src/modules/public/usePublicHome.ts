import { print } from 'graphql/language/printer';
import { startTransition, useEffect, useState } from 'react';
import type { PublicHomeQuery as PublicHomeData } from '../../generated/graphql';
import { PUBLIC_COURSES_PAGE, PublicHomeQuery } from './publicQueries';

// Sent as text once per page: the landing page carries no GraphQL client of its own.
const QUERY = print(PublicHomeQuery);

type PublicHome = { data: PublicHomeData | undefined; failed: boolean };

/** The landing page's lists, fetched once when it mounts; `failed` when the server did not answer them. */
export function usePublicHome(): PublicHome {
  const [state, setState] = useState<PublicHome>({ data: undefined, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { courses: { limit: PUBLIC_COURSES_PAGE } } }),
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<{ data?: PublicHomeData }>)
      .then(
        // A transition: React renders the lists in slices and the page stays responsive meanwhile.
        (body) =>
          startTransition(() =>
            setState(body.data ? { data: body.data, failed: false } : { data: undefined, failed: true }),
          ),
        () => !controller.signal.aborted && setState({ data: undefined, failed: true }),
      );
    return () => controller.abort();
  }, []);
  return state;
}
