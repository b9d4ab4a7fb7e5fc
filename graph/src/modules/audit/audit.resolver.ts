import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { ListInput, listRequest } from '../common/list/list.types';
import { AuditPageType } from './audit.types';
import { AuditFilterInput } from './audit.inputs';

@Resolver()
export class AuditResolver {
  @Query(() => AuditPageType, {
    description:
      'GET /v1/auditoria: the audit log, newest first, within the caller’s scope (administrators); page: offset and limit (15, 50, 100), at most 10,000 rows deep',
  })
  async auditLog(
    @Ctx() ctx: GraphContext,
    @Arg('filter', () => AuditFilterInput, { nullable: true }) filter?: AuditFilterInput,
    @Arg('page', () => ListInput, { nullable: true }) page?: ListInput,
  ) {
    return ctx.services.audit.list(ctx, filter ?? {}, listRequest(page));
  }
}
