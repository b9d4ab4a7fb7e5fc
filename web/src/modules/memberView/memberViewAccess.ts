import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Part 2 §4, §8: a member not found, or not visible to the caller (the server answers both alike,
 * `member` null or NOT_FOUND), sends the caller home. A failed call is no answer about the member:
 * it stays on the view and says the load failed.
 */
export function sendsHome(answer: { member?: unknown } | undefined, error: unknown): boolean {
  if (answer && answer.member === null) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}
