import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import { translate, type Lang } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import type { ImportOutcome, ImportProblem } from './member-import';

@InputType('MemberImportInput')
export class MemberImportInput {
  @Field(() => Int, { description: 'The dojo the members join (idDojo)' })
  dojoId!: number;

  @Field(() => String, { description: "'csv' or 'xlsx'" })
  format!: string;

  @Field(() => String, { description: 'The file, base64 (a data URL is accepted); at most 2 MB' })
  content!: string;
}

@ObjectType('MemberImportProblem', { description: 'One problem of the file, as the member form words it' })
export class MemberImportProblemType {
  @Field(() => Int, { description: 'The row of the file (1 is the heading row)' })
  line!: number;

  @Field(() => String, { nullable: true, description: 'The column as the file names it' })
  column!: string | null;

  @Field(() => String, { nullable: true, description: 'The member field (as in MemberInput)' })
  field!: string | null;

  @Field(() => String, { description: 'A catalogue key, for programs' })
  key!: string;

  @Field(() => String, { description: 'The message, in the request’s language' })
  message!: string;
}

@ObjectType('MemberImportResult')
export class MemberImportResultType {
  @Field(() => Int, { description: 'Member rows read (blank rows are skipped)' })
  rows!: number;

  @Field(() => Int, { description: 'Members written: 0 on a dry run, or when there was any problem' })
  imported!: number;

  @Field(() => [MemberImportProblemType], { description: 'Every problem of every row; empty when none' })
  problems!: MemberImportProblemType[];

  @Field(() => String, { description: 'What happened, in the request’s language' })
  message!: string;
}

/** A problem under its message, in the caller's language: one wording for both doors. */
export function describeProblem(lang: Lang, problem: ImportProblem) {
  return { ...problem, message: translate(lang, problem.key, problem.params) };
}

/** What an import did, said in a sentence (the screen's and REST's headline). */
export function importMessage(lang: Lang, outcome: ImportOutcome, dryRun: boolean): string {
  const count = outcome.problems.length;
  if (outcome.imported) return translate(lang, 'members.importDone', { count: outcome.imported });
  if (!dryRun) return translate(lang, 'members.importNothingSaved');
  if (count) return translate(lang, 'members.importProblems', { count });
  return translate(lang, 'members.importReady', { count: outcome.rows });
}

@Resolver()
export class MemberImportResolver {
  @Mutation(() => MemberImportResultType, {
    description:
      'POST /v1/asociados/importar: members of a dojo from a CSV or xlsx (headings: the form’s ' +
      'fields, e.g. dni, nombre, apellido, fechaNacimiento). dryRun checks every row by the ' +
      'form’s rules and writes nothing; otherwise all rows are written in one transaction, or none',
  })
  async importMembers(
    @Arg('input', () => MemberImportInput) input: MemberImportInput,
    @Arg('dryRun', () => Boolean) dryRun: boolean,
    @Ctx() ctx: GraphContext,
  ): Promise<MemberImportResultType> {
    const outcome = await ctx.services.members.import(ctx, { ...input, dryRun });
    return {
      rows: outcome.rows,
      imported: outcome.imported,
      problems: outcome.problems.map((p) => describeProblem(ctx.lang, p)),
      message: importMessage(ctx.lang, outcome, dryRun),
    };
  }
}
