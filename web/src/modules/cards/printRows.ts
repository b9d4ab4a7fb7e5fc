import type { ApolloClient } from '@apollo/client';
import { CARD_BATCH } from '@federa/schema/validation/cards';
import { graphql } from '../../generated/gql';
import type { PrintedCard } from './cardDocument';
import type { PrintSlice } from './cardSelection';

/** What a printed card (and its preview) shows of a MemberCard: cardDocument's PrintedCard. */
export const PrintedCardFields = graphql(`
  fragment PrintedCard on MemberCard {
    id
    memberNumber
    firstName
    lastName
    dojoName
    associationName
    avatar
    validatedFeeYear
    checkLink
  }
`);

/** Printable rows of the list in its order: `ids` an explicit selection, else every one. */
export const MemberCardsToPrintQuery = graphql(`
  query MemberCardsToPrint(
    $dojoId: Int
    $filter: String
    $orderBy: String
    $ids: [Int!]
    $after: String
    $first: Int!
  ) {
    memberCardsToPrint(
      dojoId: $dojoId
      filter: $filter
      orderBy: $orderBy
      ids: $ids
      after: $after
      first: $first
    ) {
      edges {
        node {
          ...PrintedCard
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The list the print draws from: its scope and order, as the list screen shows it. */
export type PrintList = { dojoId?: number; filter?: string; orderBy: string };

/**
 * The rows of a print, CARD_BATCH at a time, each page handed on as it arrives: "every row" by
 * the list's cursor, an explicit selection by its ids. Never cached: a print reads the rows as
 * they are now, and thousands of them would only bloat the cache.
 */
export async function fetchPrintRows(
  client: ApolloClient,
  list: PrintList,
  slices: PrintSlice[],
  signal: AbortSignal,
  onRows: (cards: PrintedCard[]) => void,
  first = CARD_BATCH,
): Promise<void> {
  for (const slice of slices) {
    let after: string | null | undefined;
    do {
      const { data } = await client.query({
        query: MemberCardsToPrintQuery,
        variables: { ...list, ids: slice.ids, after, first },
        fetchPolicy: 'no-cache',
        context: { fetchOptions: { signal } },
      });
      if (!data) throw new Error('memberCardsToPrint answered nothing');
      const page = data.memberCardsToPrint;
      onRows(page.edges.map((edge) => edge.node));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after && !signal.aborted);
  }
}
