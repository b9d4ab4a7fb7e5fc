import { Field, InputType, Int } from 'type-graphql';

@InputType('MandateInput', {
  description: 'POST /v1/pagos/mandato: a new mandate (id none, one payer) or a change of one',
})
export class MandateInput {
  @Field(() => Int, { nullable: true, description: 'id: the mandate to change; none for a new one' })
  id?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'acreedor: the creditor association; none: the caller’s (the federation for the national administrator)',
  })
  creditorAssociationId?: number | null;

  @Field(() => Int, { nullable: true, description: 'pagadorAsoc' })
  payerAssociationId?: number | null;

  @Field(() => Int, { nullable: true, description: 'pagadorDojo' })
  payerDojoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'pagadorAsociado' })
  payerMemberId?: number | null;

  @Field(() => String, { description: 'titular' })
  debtorName!: string;

  @Field(() => String, { nullable: true, description: 'iban; on a change, none keeps the one it had' })
  iban?: string | null;

  @Field(() => String, { nullable: true })
  bic?: string | null;

  @Field(() => String, { description: 'referencia: 1–35 characters of the SEPA set' })
  reference!: string;

  @Field(() => String, { description: 'firmado: YYYY-MM-DD, not after today' })
  signedOn!: string;

  @Field(() => Boolean, { nullable: true, description: 'activo: false revokes it (true by default)' })
  active?: boolean | null;
}

@InputType('SepaCreditorInput', { description: 'POST /v1/pagos/acreedor' })
export class SepaCreditorInput {
  @Field(() => String, { description: 'identificador' })
  creditorId!: string;

  @Field(() => String, { description: 'nombre' })
  name!: string;

  @Field(() => String)
  iban!: string;

  @Field(() => String, { nullable: true })
  bic?: string | null;
}
