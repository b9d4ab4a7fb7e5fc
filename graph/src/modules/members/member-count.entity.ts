import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Member totals kept by triggers on `asociado` (migration Migration20261123104500), so that an
 * unfiltered list, a dojo's member count and a position need no count over a million rows.
 *
 * A member's `tramo` is the part of the default order (numbered first, by number) it falls in:
 * '0' and the first three characters of its number (its serie, as typed, whatever association it
 * moved to since), or '1' and its id's block of 10,000 for the numberless, who come last in id
 * order. Tramos sort as the members in them do, so the members before one are the tramos before
 * its own plus a count bounded by one tramo (see `federa_tramo` in the migration).
 */

/** Members per association, dojo and tramo: the dojo's count, an association's total. */
@Entity({ tableName: 'asociado_cuenta' })
@Index({ name: 'asociado_cuenta_asoc_tramo_index', properties: ['associationId', 'tramo'] })
export class MemberCount {
  @PrimaryKey({ fieldName: 'cf_dojo', autoincrement: false })
  dojoId!: number;

  @PrimaryKey({ fieldName: 'cf_asoc', autoincrement: false })
  associationId!: number;

  @PrimaryKey({ type: 'text' })
  tramo!: string;

  @Property({ type: 'integer' })
  n!: number;
}

/**
 * Members per tramo over the whole federation: some 150 rows to sum rather than one total row
 * that every member insert of every association would have to lock in turn.
 */
@Entity({ tableName: 'asociado_tramo' })
export class MemberTramoCount {
  @PrimaryKey({ type: 'text' })
  tramo!: string;

  @Property({ type: 'integer' })
  n!: number;
}
