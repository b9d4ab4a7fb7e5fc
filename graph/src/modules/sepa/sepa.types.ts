import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PayerKindType {
  ASSOCIATION = 'ASSOCIATION',
  DOJO = 'DOJO',
  MEMBER = 'MEMBER',
}
registerEnumType(PayerKindType, { name: 'MandatePayerKind', description: 'Who pays under a mandate' });

export enum SequenceTypeType {
  FRST = 'FRST',
  RCUR = 'RCUR',
}
registerEnumType(SequenceTypeType, {
  name: 'SepaSequenceType',
  description: 'FRST until a debit under the mandate is collected and not returned; then RCUR',
});

@ObjectType('Mandate', { description: 'A SEPA Core direct debit mandate (mandato)', simpleResolvers: true })
export class MandateType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'acreedor: the association it is given to; none for the federation',
  })
  creditorAssociationId!: number | null;

  @Field(() => PayerKindType)
  payerKind!: PayerKindType;

  @Field(() => Int, { description: 'The association, dojo or member that pays' })
  payerId!: number;

  @Field()
  payerName!: string;

  @Field({ description: 'titular: the account holder' })
  debtorName!: string;

  @Field({
    description: 'In full for its owner and its collectors; otherwise masked (ES91 **** **** **** **** 1332)',
  })
  iban!: string;

  @Field({ description: 'Whether `iban` is masked for the caller' })
  ibanMasked!: boolean;

  @Field(() => String, { nullable: true })
  bic!: string | null;

  @Field({ description: 'referencia: the mandate reference, unique per creditor' })
  reference!: string;

  @Field({ description: 'firmado: the day it was signed (YYYY-MM-DD)' })
  signedOn!: string;

  @Field(() => SequenceTypeType)
  sequence!: SequenceTypeType;

  @Field({ description: 'activo: false once revoked' })
  active!: boolean;
}

@ObjectType('MandatePage', { simpleResolvers: true })
export class MandatePageType {
  @Field(() => [MandateType])
  items!: MandateType[];

  @Field(() => Int, { description: 'Rows in this page (nRes)' })
  returned!: number;

  @Field(() => Int, { description: 'Mandates the caller sees (nTot)' })
  total!: number;
}

@ObjectType('SepaCreditor', {
  description: "An association's SEPA creditor (acreedor_sepa)",
  simpleResolvers: true,
})
export class SepaCreditorType {
  @Field(() => Int)
  associationId!: number;

  @Field({ description: 'identificador: the SEPA creditor identifier (ES + check digits + suffix + NIF)' })
  creditorId!: string;

  @Field()
  name!: string;

  @Field({ description: 'iban_cobro: the account its direct debits are paid into' })
  iban!: string;

  @Field(() => String, { nullable: true })
  bic!: string | null;
}

@ObjectType('Remittance', {
  description: 'A SEPA remittance (remesa_sepa) and its pain.008 file',
  simpleResolvers: true,
})
export class RemittanceType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The creditor association; none for the federation' })
  creditorAssociationId!: number | null;

  @Field({ description: 'The creditor identifier its file carries' })
  creditorId!: string;

  @Field()
  creditorName!: string;

  @Field({ description: 'fecha_cobro (YYYY-MM-DD)' })
  collectionDate!: string;

  @Field(() => Int)
  debitCount!: number;

  @Field(() => Float, { description: 'The sum in integer cents (a Float: it may pass 2^31)' })
  amountCents!: number;

  @Field(() => Int, { description: 'Debits presented as FRST' })
  firstCount!: number;

  @Field(() => Int, { description: 'Debits presented as RCUR' })
  recurrentCount!: number;

  @Field(() => Int, { description: 'Debits the bank returned' })
  returnedCount!: number;

  @Field()
  createdAt!: Date;

  @Field({ description: 'GET: the pain.008.001.02 file (its creditor’s collectors)' })
  fileUrl!: string;
}

@ObjectType('RemittancePage', { simpleResolvers: true })
export class RemittancePageType {
  @Field(() => [RemittanceType])
  items!: RemittanceType[];

  @Field(() => Int)
  returned!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType('Debit', { description: 'One direct debit of a remittance (adeudo)', simpleResolvers: true })
export class DebitType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  remittanceId!: number;

  @Field(() => Int)
  chargeId!: number;

  @Field()
  chargeReference!: string;

  @Field()
  debtorName!: string;

  @Field(() => Int)
  amountCents!: number;

  @Field(() => SequenceTypeType)
  sequence!: SequenceTypeType;

  @Field({ description: 'extremo: the end-to-end id a bank return quotes' })
  endToEndId!: string;

  @Field({ description: 'PRESENTED or RETURNED' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'motivo: the ISO reason code of a return' })
  reason!: string | null;
}

@ObjectType('DebitPage', { simpleResolvers: true })
export class DebitPageType {
  @Field(() => [DebitType])
  items!: DebitType[];

  @Field(() => Int)
  returned!: number;

  @Field(() => Int)
  total!: number;
}
