/**
 * The answer of every "is this value taken?" check (a name, a series, a mail, a member number):
 * null when free, else the id of the record holding it, or 0 when that record is one the caller
 * may not see (taken, but whose it is is not theirs to know). GraphQL answers it as it is; the
 * REST door turns null into the legacy -1 (restTaken).
 */
export type TakenBy = number | null;
