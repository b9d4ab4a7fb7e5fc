/**
 * Marks a root field as open to anyone (`@Extensions(PUBLIC_OPERATION)`): a stale or foreign token
 * in the browser is then ignored instead of refused, so that it never stops a visitor or a member
 * signing in again (see translate-errors.ts).
 */
export const PUBLIC_OPERATION = { public: true };
