import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Page } from '../common/list/list.types';

// GraphQL names of issue 30's contract: Tariff, Charge (amountCents, status, items, receiptUrl).

export enum TariffLevelEnum {
  NATIONAL = 'NATIONAL',
  ASSOCIATION = 'ASSOCIATION',
  DOJO = 'DOJO',
}
registerEnumType(TariffLevelEnum, {
  name: 'TariffLevel',
  description: "The national licence, an association's fee, or a dojo's own",
});

export enum ChargeStatusEnum {
  OPEN = 'OPEN',
  PAID = 'PAID',
  CANCELLED = 'CANCELLED',
  RETURNED = 'RETURNED',
}
registerEnumType(ChargeStatusEnum, {
  name: 'ChargeStatus',
  description:
    'OPEN unpaid; PAID; CANCELLED (nothing owed); RETURNED (the bank took the payment back: unpaid again)',
});

/** GraphQL names of the charge kinds, and the database's. */
export const CHARGE_KIND_CODES = {
  FEES: 'CUOTAS',
  DOJO_FEE: 'CUOTA_DOJO',
  COURSE: 'CURSO',
  SETTLEMENT: 'LIQUIDACION',
} as const;
/** The GraphQL name of each database code. */
export const CHARGE_KIND_NAMES = Object.fromEntries(
  Object.entries(CHARGE_KIND_CODES).map(([name, code]) => [code, name]),
) as Record<string, keyof typeof CHARGE_KIND_CODES>;
export enum ChargeKindEnum {
  FEES = 'FEES',
  DOJO_FEE = 'DOJO_FEE',
  COURSE = 'COURSE',
  SETTLEMENT = 'SETTLEMENT',
}
registerEnumType(ChargeKindEnum, {
  name: 'ChargeKind',
  description:
    "FEES a batch (dojo → association); DOJO_FEE a dojo's own fee (member → dojo); COURSE an enrolment " +
    '(member → organising dojo); SETTLEMENT national shares (association → federation)',
});

@ObjectType('Tariff', { description: "What one share of a year's fee costs an adult and a child (tarifa)" })
export class TariffType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  year!: number;

  @Field(() => TariffLevelEnum)
  level!: TariffLevelEnum;

  @Field(() => Int, { nullable: true })
  associationId!: number | null;

  @Field(() => String, { nullable: true })
  associationName!: string | null;

  @Field(() => Int, { nullable: true })
  dojoId!: number | null;

  @Field(() => String, { nullable: true })
  dojoName!: string | null;

  @Field(() => Int, { description: 'Euro cents' })
  adultCents!: number;

  @Field(() => Int, { description: 'Euro cents' })
  childCents!: number;

  @Field()
  changedAt!: string;
}

@InputType('TariffInput')
export class TariffInputType {
  @Field(() => Int)
  year!: number;

  @Field(() => TariffLevelEnum)
  level!: TariffLevelEnum;

  @Field(() => Int, { nullable: true, description: "ASSOCIATION: the session's association when absent" })
  associationId?: number | null;

  @Field(() => Int, { nullable: true, description: "DOJO: the session's dojo when absent" })
  dojoId?: number | null;

  @Field(() => Int, { description: 'Euro cents, 0 to 10,000,000' })
  adultCents!: number;

  @Field(() => Int, { description: 'Euro cents, 0 to 10,000,000' })
  childCents!: number;
}

@ObjectType('ChargeItem', { description: "A charge's items grouped as a receipt prints them" })
export class ChargeItemType {
  @Field()
  description!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  unitCents!: number;

  @Field(() => Int)
  totalCents!: number;
}

@ObjectType('Charge', { description: 'What somebody owes somebody (cargo)' })
export class ChargeType {
  @Field(() => Int)
  id!: number;

  @Field(() => ChargeKindEnum, { name: 'kind' })
  kindName!: ChargeKindEnum;

  @Field(() => Int)
  year!: number;

  @Field(() => ChargeStatusEnum)
  status!: ChargeStatusEnum;

  @Field(() => Int, { description: 'Euro cents' })
  amountCents!: number;

  @Field({ description: 'ISO 11649 reference a bank transfer quotes (RF…FED<id>)' })
  reference!: string;

  @Field(() => Int)
  associationId!: number;

  @Field()
  associationName!: string;

  @Field(() => Int, { nullable: true })
  dojoId!: number | null;

  @Field(() => String, { nullable: true })
  dojoName!: string | null;

  @Field(() => String, { nullable: true, description: 'Who is owed; null: the federation' })
  issuerName!: string | null;

  @Field()
  payerName!: string;

  @Field(() => Int, { nullable: true })
  payerMemberId!: number | null;

  @Field(() => Int, { nullable: true })
  batchId!: number | null;

  @Field(() => Int, { nullable: true })
  enrolmentId!: number | null;

  @Field(() => String, { nullable: true })
  dueDate!: string | null;

  @Field(() => String, { nullable: true })
  paidAt!: string | null;

  @Field()
  createdAt!: string;

  @Field(() => String, { nullable: true, description: 'Why returned (bank reason code) or cancelled' })
  reason!: string | null;

  @Field(() => String, { nullable: true })
  invoiceNumber!: string | null;

  @Field(() => String, { nullable: true })
  creditNoteNumber!: string | null;

  @Field({ description: 'GET it with the Authorization header: the receipt, invoice or credit note PDF' })
  receiptUrl!: string;

  @Field({ description: 'The caller pays it and it is payable now' })
  payable!: boolean;

  @Field({ description: 'The caller acts for its issuer (refunds, returns)' })
  collects!: boolean;
}

export const ChargePageType = Page(ChargeType, 'ChargePage', 'A page of the charges the caller sees');

@InputType('ChargeFilter')
export class ChargeFilterType {
  @Field(() => ChargeStatusEnum, { nullable: true })
  status?: ChargeStatusEnum | null;

  @Field(() => ChargeKindEnum, { nullable: true })
  kind?: ChargeKindEnum | null;

  @Field(() => Int, { nullable: true })
  year?: number | null;

  @Field(() => Int, { nullable: true })
  associationId?: number | null;

  @Field(() => Int, { nullable: true })
  dojoId?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Unpaid past its due date' })
  overdue?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Only what the caller pays' })
  mine?: boolean | null;
}

@ObjectType('Settlement', {
  description: "An association's national shares of a year, owed to the federation",
})
export class SettlementType {
  @Field(() => Int)
  associationId!: number;

  @Field()
  associationName!: string;

  @Field(() => Int)
  year!: number;

  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  owedCents!: number;

  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  settledCents!: number;

  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  paidCents!: number;

  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  pendingCents!: number;
}

@ObjectType('BillingSummary', { description: "The home's figures: unpaid, owed to and by the caller" })
export class BillingSummaryType {
  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  owedToYouCents!: number;

  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  overdueToYouCents!: number;

  @Field(() => Float, { description: 'Whole euro cents (a sum may pass Int)' })
  owedByYouCents!: number;

  @Field(() => Int)
  openByYou!: number;
}
