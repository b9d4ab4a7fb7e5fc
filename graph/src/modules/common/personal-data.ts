import type { EntityManager } from '@mikro-orm/postgresql';
import { run, sql } from './sql';

/** Lists in an export: the newest this many; more is said, not listed. */
export const PERSONAL_LIST_MAX = 1000;

export type PersonalList = { rows: Record<string, unknown>[]; more: boolean };

/** The newest PERSONAL_LIST_MAX rows of an ordered query, and whether there were more. */
export async function personalList(em: EntityManager, query: ReturnType<typeof sql>): Promise<PersonalList> {
  const rows = await run(em, sql`${query} limit ${PERSONAL_LIST_MAX + 1}`);
  return { rows: rows.slice(0, PERSONAL_LIST_MAX), more: rows.length > PERSONAL_LIST_MAX };
}

/** Who reads an export: `full` for the person themselves and the national administrator. */
export type PersonalDataReader = { full: boolean };

/**
 * A module's part of what the federation holds about a person (issue 16): the sections of their
 * export (each a list, in the order given; the PDF prints them so) and what an erasure does to
 * its rows, inside the erasure's transaction. `deleted` runs in a member delete's transaction,
 * after their row went.
 */
export type PersonalDataPart = {
  sections?: (
    em: EntityManager,
    memberId: number,
    reader: PersonalDataReader,
  ) => Promise<Record<string, PersonalList>>;
  erase?: (em: EntityManager, memberId: number) => Promise<void>;
  deleted?: (em: EntityManager, memberId: number) => Promise<void>;
};

/** Every module's sections, in module order. */
export async function personalSections(
  parts: readonly PersonalDataPart[],
  em: EntityManager,
  memberId: number,
  reader: PersonalDataReader,
): Promise<Record<string, PersonalList>> {
  const sections: Record<string, PersonalList> = {};
  for (const part of parts) Object.assign(sections, await part.sections?.(em, memberId, reader));
  return sections;
}
