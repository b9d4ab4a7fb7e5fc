import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LINE_STATUSES, type LineStatusCode } from './statement.entity';
import { STATEMENT_FORMATS, type StatementFormat } from './statement-file';

export const StatementFormatEnum = Object.fromEntries(STATEMENT_FORMATS.map((f) => [f, f])) as {
  [K in StatementFormat]: K;
};
registerEnumType(StatementFormatEnum, {
  name: 'BankStatementFormat',
  description: 'NORMA43 (AEB Cuaderno 43) or CAMT053 (ISO 20022 camt.053.001.02 and later)',
});

export const LineStatusEnum = Object.fromEntries(LINE_STATUSES.map((s) => [s, s])) as {
  [K in LineStatusCode]: K;
};
registerEnumType(LineStatusEnum, {
  name: 'StatementLineStatus',
  description:
    'PENDING: a credit waiting for a person; MATCHED: it paid a charge (or a return put one back); ' +
    'DISMISSED: set aside (debits that are no return, by the import); RETURN: a returned debit waiting for a person',
});

@ObjectType('BankStatement', {
  description: 'An imported bank statement (extracto) with its lines counted by state',
  simpleResolvers: true,
})
export class BankStatementType {
  @Field(() => Int)
  id!: number;

  @Field(() => StatementFormatEnum)
  format!: StatementFormat;

  @Field({ description: "Norma 43: the bank's entity code; camt.053: the servicer's BIC (may be empty)" })
  bank!: string;

  @Field({ description: 'Norma 43: entity, office and account number; camt.053: the IBAN' })
  account!: string;

  @Field()
  currency!: string;

  @Field({ description: 'YYYY-MM-DD' })
  from!: string;

  @Field({ description: 'YYYY-MM-DD' })
  to!: string;

  @Field(() => Float, { nullable: true, description: 'Integer cents, negative when overdrawn' })
  openingCents!: number | null;

  @Field(() => Float, { nullable: true, description: 'Integer cents, negative when overdrawn' })
  closingCents!: number | null;

  @Field(() => Float, { description: 'The credits in integer cents (a Float: it may pass 2^31)' })
  creditCents!: number;

  @Field(() => Float, { description: 'The debits in integer cents (a Float: it may pass 2^31)' })
  debitCents!: number;

  @Field(() => Int)
  lineCount!: number;

  @Field(() => Int)
  matchedCount!: number;

  @Field(() => Int)
  pendingCount!: number;

  @Field(() => Int)
  dismissedCount!: number;

  @Field(() => Int, { description: 'Returned debits waiting for a person' })
  returnCount!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The account holder: an association, or none for the federation',
  })
  associationId!: number | null;

  @Field()
  importedAt!: Date;
}

@ObjectType('StatementLine', {
  description: 'A movement of a bank statement and what became of it',
  simpleResolvers: true,
})
export class StatementLineType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  statementId!: number;

  @Field(() => Int, { description: 'The line of the file it begins on' })
  fileLine!: number;

  @Field({ description: 'YYYY-MM-DD' })
  bookedOn!: string;

  @Field(() => String, { nullable: true })
  valueOn!: string | null;

  @Field(() => Float, { description: 'Integer cents, positive (see credit)' })
  amountCents!: number;

  @Field({ description: 'Money in (a credit) or out' })
  credit!: boolean;

  @Field()
  concept!: string;

  @Field(() => String, { nullable: true, description: "A charge's reference found in it (RFnnFED<id>)" })
  reference!: string | null;

  @Field(() => String, { nullable: true })
  bankReference!: string | null;

  @Field(() => String, { nullable: true })
  endToEndId!: string | null;

  @Field(() => String, { nullable: true, description: "A return's reason code (MD06, AM04…)" })
  returnReason!: string | null;

  @Field(() => LineStatusEnum)
  status!: LineStatusCode;

  @Field(() => Int, { nullable: true, description: 'The charge it paid or put back' })
  chargeId!: number | null;

  @Field(() => String, { nullable: true, description: "That charge's reference" })
  chargeReference!: string | null;

  @Field(() => Date, { nullable: true })
  resolvedAt!: Date | null;
}

@ObjectType('BankStatementPage')
export class BankStatementPageType {
  @Field(() => [BankStatementType])
  items!: BankStatementType[];

  @Field(() => Int)
  returned!: number;

  @Field(() => Int)
  total!: number;
}

@ObjectType('StatementLinePage')
export class StatementLinePageType {
  @Field(() => [StatementLineType])
  items!: StatementLineType[];

  @Field(() => Int)
  returned!: number;

  @Field(() => Int, { description: "From the statements' kept counts" })
  total!: number;
}

@ObjectType('BankStatementImport')
export class BankStatementImportType {
  @Field(() => BankStatementType)
  statement!: BankStatementType;

  @Field({
    description: 'False when the same file was imported before: that import is the answer, nothing changed',
  })
  created!: boolean;

  @Field(() => Int, {
    description: 'Lines this import matched to charges (the earlier import’s, when not created)',
  })
  matched!: number;

  @Field({ description: 'What happened, in the request’s language' })
  message!: string;
}

@InputType('StatementLineFilter')
export class StatementLineFilterInput {
  @Field(() => Int, {
    nullable: true,
    description: 'One statement; every statement the caller sees by default',
  })
  statementId?: number | null;

  @Field(() => LineStatusEnum, { nullable: true })
  status?: LineStatusCode | null;
}
