import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';
import { startTransition, useEffect, useState } from 'react';
import type { PublicHomeQuery as PublicHomeData } from '../../generated/graphql';
import { PUBLIC_COURSES_PAGE, PublicHomeQuery } from './publicQueries';

/**
 * One anonymous GraphQL request: the landing page carries no GraphQL client of its own. The
 * answer's data, or an error when the server did not give it.
 */
export async function publicQuery<Data, Variables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  signal?: AbortSignal,
): Promise<Data> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
    signal,
  });
  const body = (await response.json()) as { data?: Data };
  if (!body.data) throw new Error(`GraphQL answered ${response.status} without data`);
  return body.data;
}

type PublicHome = { data: PublicHomeData | undefined; failed: boolean };

/** The landing page's first lists, fetched once when it mounts. */
export function usePublicHome(): PublicHome {
  const [state, setState] = useState<PublicHome>({ data: undefined, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    publicQuery(PublicHomeQuery, { courses: { limit: PUBLIC_COURSES_PAGE } }, controller.signal).then(
      // A transition: React renders the lists in slices and the page stays responsive meanwhile.
      (data) => startTransition(() => setState({ data, failed: false })),
      () => !controller.signal.aborted && setState({ data: undefined, failed: true }),
    );
    return () => controller.abort();
  }, []);
  return state;
}
