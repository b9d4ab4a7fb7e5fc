import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Page } from '../common/list/list.types';
import { FEE_BATCH_STATUSES } from '@federa/schema/validation/fees';

export const FeeBatchStatusEnum = Object.fromEntries(
  Object.values(FEE_BATCH_STATUSES).map((status) => [status, status]),
) as { [S in (typeof FEE_BATCH_STATUSES)[keyof typeof FEE_BATCH_STATUSES]]: S };
registerEnumType(FeeBatchStatusEnum, {
  name: 'FeeBatchStatus',
  description:
    'The type filter (tipo): validated at a level (dojo, asoc, admin) or waiting for it, i.e. ' +
    'validated up to the level below (no_dojo, no_asoc, no_admin)',
});

/**
 * A fee batch (remesa). `memberIds` and `history` are field resolvers (through DataLoader), so
 * that any root shaped as a FeeBatchView works.
 */
@ObjectType('FeeBatch', { description: 'The fees of one dojo for one year (remesa)', simpleResolvers: true })
export class FeeBatchType {
  @Field(() => Int, { description: 'idRem' })
  id!: number;

  @Field(() => Int, { description: 'anio' })
  year!: number;

  @Field(() => Int, { description: 'cfDojo' })
  dojoId!: number;

  @Field({ description: 'dojo' })
  dojoName!: string;

  @Field(() => Int, { description: 'cfAsoc' })
  associationId!: number;

  @Field({ description: 'asociacion' })
  associationName!: string;

  @Field(() => Int, { description: 'numAd: adults among its fees' })
  adults!: number;

  @Field(() => Int, { description: 'numNi: children among its fees' })
  children!: number;

  @Field(() => Int, { description: 'How far it is validated: 0 none, 1 dojo, 2 association, 3 national' })
  state!: number;

  @Field(() => Int, { nullable: true, description: 'cfAsocValDojo: who validated it for the dojo' })
  validatedByDojoId?: number | null;

  @Field(() => Int, { nullable: true, description: 'cfAsocValAsoc: who validated it for the association' })
  validatedByAssociationId?: number | null;

  @Field(() => Int, { nullable: true, description: 'cfAsocValAdmi: who validated it nationally' })
  validatedNationallyById?: number | null;

  @Field(() => Int, { description: 'valNiv: the level the caller may validate now (1-3), 0 none' })
  levelToValidate!: number;

  @Field(() => Int, { description: 'desValNiv: the level the caller may undo now (1-3), 0 none' })
  levelToUndo!: number;

  @Field({ description: 'When it was made (ISO 8601)' })
  createdAt!: string;
}

export const FeeBatchPageType = Page(
  FeeBatchType,
  'FeeBatchPage',
  'A page of the fee batch list (GET /v1/cuotas/)',
);

@ObjectType('FeeBatchValidation', { description: 'One validation step of a batch, given or undone' })
export class FeeBatchValidationType {
  @Field(() => Int, { description: '1 dojo, 2 association, 3 national' })
  level!: number;

  @Field({ description: 'true: validated; false: undone' })
  validated!: boolean;

  @Field({ description: 'When (ISO 8601)' })
  at!: string;

  @Field(() => Int, { description: 'Who' })
  memberId!: number;

  @Field()
  memberName!: string;
}

@ObjectType('FeeCandidate', { description: 'A member a batch may name for a year (listAlum)' })
export class FeeCandidateType {
  @Field(() => Int, { description: 'idAso' })
  memberId!: number;

  @Field(() => String, { nullable: true, description: 'numAcae' })
  number!: string | null;

  @Field({ description: 'nombre' })
  firstName!: string;

  @Field({ description: 'apellido' })
  lastName!: string;

  @Field({ description: "tipo: 'A' adult or 'N' child, by the age reached in the year" })
  kind!: string;

  @Field(() => Int, { nullable: true, description: 'ultima_cuota: latest year paid (validated nationally)' })
  lastFeeYear!: number | null;

  @Field({ description: 'Named by this batch' })
  inBatch!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'Another batch holding their fee of the year: a member pays a year once',
  })
  otherBatchId!: number | null;
}

@ObjectType('PaidFee', { description: 'A year a member paid (validated nationally), and where' })
export class PaidFeeType {
  @Field(() => Int)
  year!: number;

  @Field(() => Int)
  dojoId!: number;

  @Field()
  dojoName!: string;
}
