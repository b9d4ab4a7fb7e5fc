import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Charge } from '../billing/charge.entity';
import { Payment } from '../billing/payment.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';
import { STATEMENT_FORMATS, type StatementFormat } from './statement-file';

export const LINE_STATUSES = ['PENDING', 'MATCHED', 'DISMISSED', 'RETURN'] as const;
export type LineStatusCode = (typeof LINE_STATUSES)[number];
export const LINE_SIDES = ['CREDIT', 'DEBIT'] as const;
export type LineSideCode = (typeof LINE_SIDES)[number];

/**
 * A bank statement imported (extracto): one account's period, from a Norma 43 or camt.053 file,
 * known by the hash of its bytes (the same file twice is one import). It belongs to the
 * association whose administrator imported it, or to the national federation (`cf_asoc` null):
 * the holder of the account, whose charges its credits pay. Its lines' counts by state are kept
 * here by the import, the matches and the dismissals, never counted again per request.
 */
@Entity({ tableName: 'extracto' })
@Index({ name: 'extracto_asoc_index', properties: ['association', 'id'] })
@Check({
  name: 'extracto_cuentas',
  expression:
    '(lineas = (((conciliadas + pendientes) + descartadas) + devoluciones)) AND (conciliadas >= 0) AND (pendientes >= 0) AND (descartadas >= 0) AND (devoluciones >= 0)',
})
export class Statement {
  @PrimaryKey()
  id!: number;

  @Enum({ fieldName: 'formato', items: [...STATEMENT_FORMATS] })
  format!: StatementFormat;

  /** Norma 43: the bank's entity code; camt.053: the servicer's BIC (empty when not given). */
  @Property({ fieldName: 'banco', length: 35 })
  bank!: string;

  @Property({ fieldName: 'cuenta', length: 34 })
  account!: string;

  @Property({ fieldName: 'divisa', length: 3 })
  currency!: string;

  @Property({ fieldName: 'desde', columnType: 'date', type: 'date' })
  from!: string;

  @Property({ fieldName: 'hasta', columnType: 'date', type: 'date' })
  to!: string;

  @Property({ fieldName: 'saldo_inicial_cent', columnType: 'bigint', nullable: true })
  openingCents?: string | null;

  @Property({ fieldName: 'saldo_final_cent', columnType: 'bigint', nullable: true })
  closingCents?: string | null;

  @Property({ fieldName: 'abonos_cent', columnType: 'bigint' })
  creditCents!: string;

  @Property({ fieldName: 'cargos_cent', columnType: 'bigint' })
  debitCents!: string;

  /** SHA-256 of the file's bytes, hex. */
  @Property({ fieldName: 'huella', length: 64, unique: 'extracto_huella_unique' })
  hash!: string;

  @Property({ fieldName: 'bytes' })
  bytes!: number;

  @Property({ fieldName: 'lineas' })
  lines!: number;

  @Property({ fieldName: 'conciliadas' })
  matched!: number;

  @Property({ fieldName: 'pendientes' })
  pending!: number;

  @Property({ fieldName: 'descartadas' })
  dismissed!: number;

  /** Returned debits still waiting for a person (those the SEPA module took are matched). */
  @Property({ fieldName: 'devoluciones' })
  returns!: number;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'extracto_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'importado', columnType: 'timestamptz', defaultRaw: 'now()' })
  importedAt: Opt<Date> = new Date();

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', nullable: true, deleteRule: 'restrict' })
  association?: Association | null;

  /** Always empty: a dojo keeps no statement. The audit log files rows by `cf_asoc`/`cf_dojo`. */
  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'extracto_dojo_index' })
  dojo?: Dojo | null;
}

/**
 * A movement of a statement (extracto_linea), as the file said it, and what became of it: a
 * credit that paid a charge (MATCHED, with the charge and its payment), one waiting for a person
 * (PENDING), one a person or the import set aside (DISMISSED: debits that are no return are
 * nobody's payment), a returned direct debit waiting for a person (RETURN).
 */
@Entity({ tableName: 'extracto_linea' })
@Index({ name: 'extracto_linea_extracto_index', properties: ['statement', 'status', 'id'] })
@Index({ name: 'extracto_linea_asoc_index', properties: ['association', 'status', 'id'] })
@Check({ name: 'extracto_linea_importe_positivo', expression: 'importe_cent > 0' })
export class StatementLine {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Statement, { fieldName: 'cf_extracto', deleteRule: 'restrict' })
  statement!: Statement;

  /** The line of the file it begins on. */
  @Property({ fieldName: 'linea' })
  fileLine!: number;

  @Property({ fieldName: 'fecha', columnType: 'date', type: 'date' })
  bookedOn!: string;

  @Property({ fieldName: 'fecha_valor', columnType: 'date', type: 'date', nullable: true })
  valueOn?: string | null;

  @Property({ fieldName: 'importe_cent', columnType: 'bigint' })
  amountCents!: string;

  @Enum({ fieldName: 'signo', items: [...LINE_SIDES] })
  side!: LineSideCode;

  @Property({ fieldName: 'concepto', length: 500 })
  concept!: string;

  /** A charge's reference found in the concept (RFnnFED<id>). */
  @Property({ fieldName: 'referencia', length: 40, nullable: true })
  reference?: string | null;

  @Property({ fieldName: 'referencia_banco', length: 64, nullable: true })
  bankReference?: string | null;

  @Property({ fieldName: 'id_extremo', length: 35, nullable: true })
  endToEndId?: string | null;

  /** A return's reason code (MD06, AM04…). */
  @Property({ fieldName: 'motivo', length: 35, nullable: true })
  returnReason?: string | null;

  @Enum({ fieldName: 'estado', items: [...LINE_STATUSES] })
  status!: LineStatusCode;

  @ManyToOne(() => Charge, { fieldName: 'cf_cargo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'extracto_linea_cargo_index' })
  charge?: Charge | null;

  /** The payment the match recorded: one line pays once. */
  @ManyToOne(() => Payment, {
    fieldName: 'cf_pago',
    nullable: true,
    deleteRule: 'restrict',
    unique: 'extracto_linea_pago_unique',
  })
  payment?: Payment | null;

  /** Who matched or dismissed it (none: the import did). */
  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'extracto_linea_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'resuelto', columnType: 'timestamptz', nullable: true })
  resolvedAt?: Date | null;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', nullable: true, deleteRule: 'restrict' })
  association?: Association | null;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'extracto_linea_dojo_index' })
  dojo?: Dojo | null;
}
