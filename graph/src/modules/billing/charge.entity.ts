import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { CourseSession } from '../courses/course-session.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Enrolment } from '../enrolment/enrolment.entity';
import { FeeBatch } from '../fees/fee-batch.entity';
import { Member } from '../members/member.entity';

export const CHARGE_KINDS = ['CUOTAS', 'CUOTA_DOJO', 'CURSO', 'LIQUIDACION'] as const;
export type ChargeKindCode = (typeof CHARGE_KINDS)[number];
export const CHARGE_STATUSES = ['OPEN', 'PAID', 'CANCELLED', 'RETURNED'] as const;
export type ChargeStatusCode = (typeof CHARGE_STATUSES)[number];
export const ITEM_CONCEPTS = ['NACIONAL', 'ASOCIACION', 'DOJO', 'CURSO', 'EVENTO', 'LIQUIDACION'] as const;
export type ItemConcept = (typeof ITEM_CONCEPTS)[number];

/**
 * What somebody owes somebody: a dojo its association for a validated batch (CUOTAS), a member
 * their dojo's own fee (CUOTA_DOJO) or a course (CURSO), an association the national federation
 * the national share of its dojos' batches (LIQUIDACION). The issuer is the national federation
 * when it names neither an association nor a dojo; exactly one payer. `cf_asoc`/`cf_dojo` are
 * where it belongs: who sees it, and where the audit log files it.
 */
@Entity({ tableName: 'cargo' })
@Index({ name: 'cargo_asoc_index', properties: ['association', 'id'] })
@Index({ name: 'cargo_dojo_index', properties: ['dojo', 'id'] })
@Index({ name: 'cargo_pagador_asociado_index', properties: ['payerMember', 'id'] })
@Index({ name: 'cargo_remesa_index', properties: ['batch'] })
@Index({ name: 'cargo_inscripcion_index', properties: ['enrolment'] })
@Index({ name: 'cargo_liquidacion_index', properties: ['settlement'] })
@Check({ name: 'cargo_importe_positivo', expression: 'importe_cent >= 0' })
@Check({
  name: 'cargo_un_pagador',
  expression:
    '(((pagador_asoc IS NOT NULL))::integer + ((pagador_dojo IS NOT NULL))::integer + ((pagador_asociado IS NOT NULL))::integer) = 1',
})
export class Charge {
  @PrimaryKey()
  id!: number;

  @Enum({ fieldName: 'tipo', items: [...CHARGE_KINDS] })
  kind!: ChargeKindCode;

  @Property({ fieldName: 'anio', columnType: 'smallint' })
  year!: number;

  @ManyToOne(() => Association, { fieldName: 'emisor_asoc', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'cargo_emisor_asoc_index' })
  issuerAssociation?: Association | null;

  @ManyToOne(() => Dojo, { fieldName: 'emisor_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'cargo_emisor_dojo_index' })
  issuerDojo?: Dojo | null;

  @ManyToOne(() => Association, { fieldName: 'pagador_asoc', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'cargo_pagador_asoc_index' })
  payerAssociation?: Association | null;

  @ManyToOne(() => Dojo, { fieldName: 'pagador_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'cargo_pagador_dojo_index' })
  payerDojo?: Dojo | null;

  @ManyToOne(() => Member, { fieldName: 'pagador_asociado', nullable: true, deleteRule: 'restrict' })
  payerMember?: Member | null;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  association!: Association;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  dojo?: Dojo | null;

  @ManyToOne(() => FeeBatch, { fieldName: 'cf_remesa', nullable: true, deleteRule: 'set null' })
  batch?: FeeBatch | null;

  @ManyToOne(() => Enrolment, { fieldName: 'cf_inscripcion', nullable: true, deleteRule: 'set null' })
  enrolment?: Enrolment | null;

  @Property({ fieldName: 'importe_cent' })
  amountCents!: number;

  @Enum({ fieldName: 'estado', items: [...CHARGE_STATUSES], default: 'OPEN' })
  status: Opt<ChargeStatusCode> = 'OPEN';

  /** ISO 11649 creditor reference (RFnnFED<id>), set by a trigger from the id. */
  @Property({ fieldName: 'referencia', length: 40, unique: 'cargo_referencia_unique', default: '' })
  reference: Opt<string> = '';

  @Property({ fieldName: 'vence', columnType: 'date', type: 'date', nullable: true })
  dueDate?: string | null;

  @Property({ fieldName: 'pagado_en', columnType: 'timestamptz', nullable: true })
  paidAt?: Date | null;

  /** Why it was returned or cancelled. */
  @Property({ fieldName: 'motivo', columnType: 'text', nullable: true })
  reason?: string | null;

  /** The settlement that collected its national share (CUOTAS charges). */
  @ManyToOne(() => Charge, { fieldName: 'cf_liquidacion', nullable: true, deleteRule: 'set null' })
  settlement?: Charge | null;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** One line of a charge: a member's share of a fee, a course, or a dojo's charge in a settlement. */
@Entity({ tableName: 'cargo_linea' })
@Check({ name: 'cargo_linea_importe_positivo', expression: 'importe_cent >= 0' })
export class ChargeItem {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Charge, { fieldName: 'cf_cargo', deleteRule: 'cascade' })
  @Index({ name: 'cargo_linea_cargo_index' })
  charge!: Charge;

  @ManyToOne(() => Member, { fieldName: 'cf_asociado', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'cargo_linea_asociado_index' })
  member?: Member | null;

  @Enum({ fieldName: 'concepto', items: [...ITEM_CONCEPTS] })
  concept!: ItemConcept;

  /** A adult, N child: which price of the tariff applied. */
  @Enum({ fieldName: 'tipo_persona', items: ['A', 'N'], nullable: true })
  personKind?: 'A' | 'N' | null;

  @Property({ fieldName: 'importe_cent' })
  amountCents!: number;

  /** An event's line: the event, one line per person attending. */
  @ManyToOne(() => CourseSession, { fieldName: 'cf_sesion', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'cargo_linea_sesion_index' })
  session?: CourseSession | null;

  /** A settlement's line: the dojo charge whose national share it collects. */
  @ManyToOne(() => Charge, { fieldName: 'cf_cargo_origen', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'cargo_linea_origen_index' })
  source?: Charge | null;
}
