import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Grades and titles per day, kept by statement triggers on `grado` and `asociado_titulo`
 * (migration Migration20261128030200): the federation's list by date places an entry by the
 * entries dated after it as a sum of these rows, not a count over the entries.
 */
@Entity({ tableName: 'grado_fecha_cuenta' })
export class GradeDayCount {
  @PrimaryKey({ fieldName: 'fecha', columnType: 'date', type: 'date', autoincrement: false })
  date!: string;

  @Property({ type: 'integer' })
  n!: number;
}
