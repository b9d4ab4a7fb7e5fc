import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Members with a mail (printable cards) per dojo and association, kept by triggers on `asociado`
 * (migration Migration20261123201100): the cards list's nPrint without a search.
 */
@Entity({ tableName: 'asociado_imprimible' })
@Index({ name: 'asociado_imprimible_cf_asoc_index', properties: ['associationId'] })
export class PrintableCount {
  @PrimaryKey({ fieldName: 'cf_dojo', autoincrement: false })
  dojoId!: number;

  @PrimaryKey({ fieldName: 'cf_asoc', autoincrement: false })
  associationId!: number;

  @Property({ type: 'integer' })
  n!: number;
}
