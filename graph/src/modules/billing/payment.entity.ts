import { Check, Entity, Enum, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';
import { Charge } from './charge.entity';

export const PAYMENT_METHODS = ['CARD', 'BIZUM', 'SEPA', 'TRANSFER'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['PENDING', 'DONE', 'FAILED', 'REFUNDED', 'RETURNED'] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment of a charge: begun at the gateway (PENDING until its notification), collected by a
 * direct debit, or found in a bank statement. Never any card data: `respuesta` keeps the
 * gateway's answer codes only.
 */
@Entity({ tableName: 'pago' })
@Check({ name: 'pago_importe_positivo', expression: 'importe_cent >= 0' })
export class Payment {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Charge, { fieldName: 'cf_cargo', deleteRule: 'restrict' })
  @Index({ name: 'pago_cargo_index' })
  charge!: Charge;

  @Enum({ fieldName: 'metodo', items: [...PAYMENT_METHODS] })
  method!: PaymentMethodCode;

  @Property({ fieldName: 'importe_cent' })
  amountCents!: number;

  @Enum({ fieldName: 'estado', items: [...PAYMENT_STATUSES], default: 'PENDING' })
  status: Opt<PaymentStatusCode> = 'PENDING';

  /** The gateway's order (12 characters, the first 4 digits), unique among payments. */
  @Property({ fieldName: 'pedido', length: 12, nullable: true, unique: 'pago_pedido_unique' })
  order?: string | null;

  @ManyToOne(() => Member, { fieldName: 'cf_autor', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'pago_autor_index' })
  author?: Member | null;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ fieldName: 'confirmado', columnType: 'timestamptz', nullable: true })
  confirmedAt?: Date | null;

  @Property({ fieldName: 'respuesta', type: 'json', nullable: true })
  response?: Record<string, unknown> | null;

  /** A return's reason code (AC04, MD06…) or a refund's note. */
  @Property({ fieldName: 'motivo', columnType: 'text', nullable: true })
  reason?: string | null;

  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  @Index({ name: 'pago_asoc_index' })
  association!: Association;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', nullable: true, deleteRule: 'restrict' })
  @Index({ name: 'pago_dojo_index' })
  dojo?: Dojo | null;
}
