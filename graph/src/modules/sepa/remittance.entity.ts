import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Charge } from '../billing/charge.entity';
import { Payment } from '../billing/payment.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';
import { Mandate, SEQUENCE_TYPES, type SequenceTypeCode } from './mandate.entity';

export const DEBIT_STATUSES = ['PRESENTED', 'RETURNED'] as const;
export type DebitStatusCode = (typeof DEBIT_STATUSES)[number];

/**
 * A remittance (remesa SEPA): the due charges of one creditor presented to its bank for one
 * collection date. It keeps the creditor as it stood (identifier, name, account), so that its
 * file reads the same whenever it is downloaded. `cf_asoc` is the creditor association (none for
 * the national federation's).
 */
@Entity({ tableName: 'remesa_sepa' })
@Index({ name: 'remesa_sepa_asoc_index', properties: ['association', 'id'] })
@Check({ name: 'remesa_sepa_cuentas', expression: '(n_adeudos >= 0) AND (importe_cent >= 0)' })
export class Remittance {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', nullable: true, deleteRule: 'restrict' })
  association?: Association | null;

  @Property({ fieldName: 'identificador', length: 35 })
  creditorId!: string;

  @Property({ fieldName: 'acreedor', length: 70 })
  creditorName!: string;

  @Property({ fieldName: 'iban_cobro', length: 34 })
  creditorIban!: string;

  @Property({ fieldName: 'bic', length: 11, nullable: true })
  creditorBic?: string | null;

  @Property({ fieldName: 'fecha_cobro', columnType: 'date', type: 'date' })
  collectionDate!: string;

  @Property({ fieldName: 'n_adeudos' })
  debitCount!: number;

  /** The sum can pass 2^31 cents (21 million euros): a bigint, read as a text. */
  @Property({ fieldName: 'importe_cent', columnType: 'bigint' })
  amountCents!: string;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'remesa_sepa_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/**
 * One direct debit of a remittance: a charge collected under a mandate, with the sequence type the
 * mandate stood at and the mandate's details as presented (the file is written from these), its
 * end-to-end id (what a bank's return quotes) and the payment it made. RETURNED with the bank's
 * reason code when the bank takes it back.
 */
@Entity({ tableName: 'adeudo' })
@Index({ name: 'adeudo_remesa_index', properties: ['remittance', 'sequence', 'id'] })
@Check({ name: 'adeudo_importe_positivo', expression: 'importe_cent > 0' })
export class Debit {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Remittance, { fieldName: 'cf_remesa', deleteRule: 'restrict' })
  remittance!: Remittance;

  @ManyToOne(() => Charge, { fieldName: 'cf_cargo', deleteRule: 'restrict' })
  @Index({ name: 'adeudo_cargo_index' })
  charge!: Charge;

  @ManyToOne(() => Mandate, { fieldName: 'cf_mandato', deleteRule: 'restrict' })
  @Index({ name: 'adeudo_mandato_index' })
  mandate!: Mandate;

  @ManyToOne(() => Payment, { fieldName: 'cf_pago', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'adeudo_pago_index' })
  payment?: Payment | null;

  @Property({ fieldName: 'importe_cent' })
  amountCents!: number;

  @Enum({ fieldName: 'secuencia', items: [...SEQUENCE_TYPES] })
  sequence!: SequenceTypeCode;

  @Property({ fieldName: 'extremo', length: 35, unique: 'adeudo_extremo_unique' })
  endToEndId!: string;

  @Property({ fieldName: 'titular', length: 70 })
  debtorName!: string;

  @Property({ fieldName: 'iban', length: 34 })
  iban!: string;

  @Property({ fieldName: 'bic', length: 11, nullable: true })
  bic?: string | null;

  @Property({ fieldName: 'referencia', length: 35 })
  mandateReference!: string;

  @Property({ fieldName: 'firmado', columnType: 'date', type: 'date' })
  signedOn!: string;

  @Enum({ fieldName: 'estado', items: [...DEBIT_STATUSES], default: 'PRESENTED' })
  status: Opt<DebitStatusCode> = 'PRESENTED';

  /** The ISO reason code of a return (AM04, MD06…). */
  @Property({ fieldName: 'motivo', length: 4, nullable: true })
  reason?: string | null;

  @Property({ fieldName: 'devuelto', columnType: 'timestamptz', nullable: true })
  returnedAt?: Date | null;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  @Index({ name: 'adeudo_asoc_index' })
  association!: Association;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'adeudo_dojo_index' })
  dojo?: Dojo | null;
}
