import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Grades and titles per dojo and association of their member, kept by triggers on `grado`,
 * `asociado_titulo` and `asociado` (migration Migration20261123161700): the validation list's
 * total without a search is a sum of these rows, not a count over every entry.
 */
@Entity({ tableName: 'grado_cuenta' })
@Index({ name: 'grado_cuenta_cf_asoc_index', properties: ['associationId'] })
export class GradeCount {
  @PrimaryKey({ fieldName: 'cf_dojo', autoincrement: false })
  dojoId!: number;

  @PrimaryKey({ fieldName: 'cf_asoc', autoincrement: false })
  associationId!: number;

  @Property({ type: 'integer' })
  n!: number;
}
