import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { translate, type Lang } from '@federa/schema/i18n';
import type { GraphContext } from '../../graphql/context';
import { ListInput, listRequest } from '../common/list/list.types';
import { base64Chunks } from './statement.read';
import {
  BankStatementImportType,
  BankStatementPageType,
  BankStatementType,
  StatementLineFilterInput,
  StatementLinePageType,
  StatementLineType,
} from './statement.types';
import type { StatementView } from './statement.service';

/** What an import did, in a sentence (both doors' headline). */
export function importMessage(
  lang: Lang,
  outcome: { created: boolean; matched: number; statement: StatementView },
): string {
  if (!outcome.created)
    return translate(lang, 'statements.alreadyImported', {
      date: outcome.statement.importedAt.toISOString().slice(0, 10),
    });
  return translate(lang, 'statements.imported', {
    count: outcome.statement.lineCount,
    matched: outcome.matched,
  });
}

/** Bank statements (issue 30, "Reconciling"). */
@Resolver()
export class StatementResolver {
  @Mutation(() => BankStatementImportType, {
    description:
      'POST /v1/extractos/importar: a Norma 43 or camt.053 file, base64 (a data URL is accepted; as large as ' +
      'the upload limit lets: larger files go to the REST door as the request body). A malformed file is ' +
      'refused with its line and reason and nothing is written; the same file twice answers the first import',
  })
  async importBankStatement(
    @Arg('content', () => String) content: string,
    @Ctx() ctx: GraphContext,
  ): Promise<BankStatementImportType> {
    const outcome = await ctx.services.statements.import(ctx, base64Chunks(content));
    return { ...outcome, message: importMessage(ctx.lang, outcome) };
  }

  @Query(() => BankStatementPageType, {
    description:
      'GET /v1/extractos: the statements the caller reconciles, newest first (page: limit 15, 50, 100)',
  })
  async bankStatements(
    @Ctx() ctx: GraphContext,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.statements.statements(ctx, listRequest(page));
  }

  @Query(() => BankStatementType, { description: 'GET /v1/extractos/ver?id=' })
  async bankStatement(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphContext) {
    return ctx.services.statements.statement(ctx, id);
  }

  @Query(() => StatementLinePageType, {
    description: 'GET /v1/extractos/lineas: lines in file order, of a statement or all, of a state or all',
  })
  async statementLines(
    @Ctx() ctx: GraphContext,
    @Arg('filter', () => StatementLineFilterInput, { nullable: true }) filter?: StatementLineFilterInput,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.statements.lines(ctx, filter ?? {}, listRequest(page));
  }

  @Mutation(() => StatementLineType, {
    description:
      'POST /v1/extractos/conciliar {id, idCargo}: a pending credit pays a charge owed to the statement’s ' +
      'account holder, of its amount exactly (a TRANSFER payment)',
  })
  async matchStatementLine(
    @Arg('lineId', () => Int) lineId: number,
    @Arg('chargeId', () => Int) chargeId: number,
    @Ctx() ctx: GraphContext,
  ) {
    return ctx.services.statements.match(ctx, lineId, chargeId);
  }

  @Mutation(() => StatementLineType, {
    description: 'POST /v1/extractos/descartar {id}: a pending credit or an unplaced return, set aside',
  })
  async dismissStatementLine(@Arg('lineId', () => Int) lineId: number, @Ctx() ctx: GraphContext) {
    return ctx.services.statements.dismiss(ctx, lineId);
  }
}
