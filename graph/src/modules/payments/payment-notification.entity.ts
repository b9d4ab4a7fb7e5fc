import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Payment } from '../billing/payment.entity';

/**
 * What became of a gateway notification: PAID and FAILED changed a payment; every other outcome
 * changed nothing (REPLAYED: the payment already knew it; IGNORED: a verified kind this server
 * does not act on, such as a refund's, recorded from the refund's own answer).
 */
export const NOTIFICATION_OUTCOMES = [
  'PAID',
  'FAILED',
  'REPLAYED',
  'IGNORED',
  'ALREADY_PAID',
  'FORGED',
  'MALFORMED',
  'WRONG_MERCHANT',
  'UNKNOWN_ORDER',
  'WRONG_AMOUNT',
  'WRONG_CURRENCY',
] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/**
 * Every notification the gateway's URL received, verified or not, with its outcome: the trail
 * that a refused, forged or replayed one changed nothing. It keeps the gateway's answer codes
 * (a whitelist, never card data) and, for an unverified one, only the order it claimed.
 */
@Entity({ tableName: 'pago_notificacion' })
@Index({ name: 'pago_notificacion_recibida_index', properties: ['receivedAt', 'id'] })
@Check({ name: 'pago_notificacion_motivo_corto', expression: 'char_length(motivo) <= 200' })
export class PaymentNotification {
  @PrimaryKey()
  id!: number;

  @Property({ fieldName: 'recibida', columnType: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  /** The order it names (verified or not, bounded), to find every notification of a payment. */
  @Property({ fieldName: 'pedido', length: 12, nullable: true, index: 'pago_notificacion_pedido_index' })
  order: string | null = null;

  @ManyToOne(() => Payment, { fieldName: 'cf_pago', nullable: true, deleteRule: 'set null' })
  @Index({ name: 'pago_notificacion_pago_index' })
  payment: Payment | null = null;

  @Enum({ fieldName: 'resultado', items: [...NOTIFICATION_OUTCOMES] })
  outcome!: NotificationOutcome;

  /** Why, in a sentence for whoever reads the log (English, like the server's log). */
  @Property({ fieldName: 'motivo', columnType: 'text', nullable: true })
  reason: string | null = null;

  /** The gateway's Ds_Response, when the notification was verified. */
  @Property({ fieldName: 'codigo_respuesta', length: 4, nullable: true })
  responseCode: string | null = null;

  /** The gateway's fields of a verified notification, whitelisted (gateway-fields.ts). */
  @Property({ fieldName: 'datos', type: 'json', nullable: true })
  fields: Record<string, string> | null = null;

  @Property({ fieldName: 'ip', length: 45, nullable: true })
  ip: string | null = null;
}
