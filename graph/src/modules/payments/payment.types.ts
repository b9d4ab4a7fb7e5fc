import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../billing/payment.entity';
import { GATEWAY_METHODS } from './redsys.request';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const PaymentMethodEnum = enumOf(GATEWAY_METHODS);
registerEnumType(PaymentMethodEnum, {
  name: 'PaymentMethod',
  description: 'How a payer pays through the gateway (Redsys): by card, or by Bizum',
});

export const PaymentChannelEnum = enumOf(PAYMENT_METHODS);
registerEnumType(PaymentChannelEnum, {
  name: 'PaymentChannel',
  description: 'How a payment came: card or Bizum (Redsys), SEPA direct debit, or bank transfer (metodo)',
});

export const PaymentStatusEnum = enumOf(PAYMENT_STATUSES);
registerEnumType(PaymentStatusEnum, {
  name: 'PaymentStatus',
  description:
    'PENDING: sent to the gateway, no answer yet; DONE: collected; FAILED: refused by the gateway; ' +
    'REFUNDED: given back; RETURNED: taken back by the bank (estado)',
});

@ObjectType('Payment', { description: 'A payment of a charge (pago)', simpleResolvers: true })
export class PaymentType {
  @Field(() => Int)
  id!: number;

  @Field(() => PaymentChannelEnum, { description: 'metodo' })
  method!: keyof typeof PaymentChannelEnum;

  @Field(() => Int, { description: 'importe_cent: euros in cents' })
  amountCents!: number;

  @Field(() => PaymentStatusEnum, { description: 'estado' })
  status!: keyof typeof PaymentStatusEnum;

  @Field({ description: 'creado' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'confirmado: when the gateway or the bank confirmed it' })
  confirmedAt!: Date | null;
}

@ObjectType('GatewayFields', {
  description: 'The signed fields the browser posts to the gateway',
  simpleResolvers: true,
})
export class GatewayFieldsType {
  @Field({ description: 'HMAC_SHA256_V1' })
  Ds_SignatureVersion!: string;

  @Field({ description: 'The payment request: base64 JSON' })
  Ds_MerchantParameters!: string;

  @Field({ description: "Its signature with the merchant's key diversified by the order" })
  Ds_Signature!: string;
}

@ObjectType('GatewayForm', {
  description: "Where the payer's browser posts the signed fields (a form POST to url) to pay at the gateway",
  simpleResolvers: true,
})
export class GatewayFormType {
  @Field(() => Int, { description: 'The PENDING payment begun' })
  paymentId!: number;

  @Field({ description: 'Its gateway order (Ds_Merchant_Order)' })
  order!: string;

  @Field({ description: "The gateway's payment page" })
  url!: string;

  @Field(() => GatewayFieldsType)
  fields!: GatewayFieldsType;
}
