import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Charge } from './charge.entity';

/**
 * An invoice (serie F) or credit note (serie R) of a charge, numbered per issuer, year and serie
 * from `factura_contador` without gaps or reuse. The issuer key is `F` (the national federation),
 * `A<id>` or `D<id>`.
 */
@Entity({ tableName: 'factura' })
@Unique({ name: 'factura_numero_unique', properties: ['issuer', 'year', 'series', 'number'] })
// One invoice and at most one credit note per charge, whatever races to issue them.
@Unique({ name: 'factura_cargo_serie_unique', properties: ['charge', 'series'] })
@Check({ name: 'factura_numero_positivo', expression: 'numero > 0' })
export class Invoice {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Charge, { fieldName: 'cf_cargo', deleteRule: 'restrict' })
  @Index({ name: 'factura_cargo_index' })
  charge!: Charge;

  @Property({ fieldName: 'emisor', length: 12 })
  issuer!: string;

  @Property({ fieldName: 'anio', columnType: 'smallint' })
  year!: number;

  @Enum({ fieldName: 'serie', items: ['F', 'R'] })
  series!: 'F' | 'R';

  @Property({ fieldName: 'numero' })
  number!: number;

  /** Negative for a credit note. */
  @Property({ fieldName: 'importe_cent' })
  amountCents!: number;

  @Property({ fieldName: 'emitida', columnType: 'timestamptz', defaultRaw: 'now()' })
  issuedAt: Date = new Date();

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  association!: Association;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  dojo?: Dojo | null;
}

/** The last number given per issuer, year and serie: its row stays locked until the issue commits. */
@Entity({ tableName: 'factura_contador' })
export class InvoiceCounter {
  @PrimaryKey({ fieldName: 'emisor', length: 12 })
  issuer!: string;

  @PrimaryKey({ fieldName: 'anio', columnType: 'smallint' })
  year!: number;

  @PrimaryKey({ fieldName: 'serie', length: 1 })
  series!: string;

  @Property({ fieldName: 'ultimo' })
  last!: number;
}
