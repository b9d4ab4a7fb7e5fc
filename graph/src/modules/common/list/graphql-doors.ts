import { Arg, Args, ArgsType, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import type { GraphContext } from '../../../graphql/context';
import type { ListArgument, ListDoors } from './doors';
import { BOUNDED_TOTAL_DESCRIPTION, ListInput, listRequest } from './list.types';

/**
 * An arguments class (flattened into the query's arguments) from a list's declared arguments,
 * and `boundedTotal: Boolean! = false` where asked.
 */
function argumentsOf(args: Record<string, ListArgument> = {}, boundedTotal = false) {
  @ArgsType()
  class ListArguments {}
  for (const [name, arg] of Object.entries(args)) {
    const options = { nullable: arg.nullable ?? true, description: arg.description };
    Field(arg.type as () => object, options)(ListArguments.prototype, name);
  }
  if (boundedTotal) {
    const options = { defaultValue: false, description: BOUNDED_TOTAL_DESCRIPTION };
    Field(() => Boolean, options)(ListArguments.prototype, 'boundedTotal');
  }
  return ListArguments;
}

/**
 * The list's two GraphQL queries, as a base for the domain's resolver:
 * `class CourseResolver extends ListQueries(COURSE_LIST_DOORS)`. The page query takes `page`
 * (ListInput) and the list's arguments; the position query `id`, `orderBy`, `filter` and its own.
 */
export function ListQueries<Service, Args, Page>(
  doors: ListDoors<Service, Args, Page>,
): abstract new () => object {
  const { graphql } = doors;
  const ListArguments = argumentsOf(graphql.list.args, graphql.boundedTotal);
  const PositionArguments = argumentsOf(graphql.position.args);
  // ArgsType instances carry only the arguments given; spread, they are the filters.
  const toArgs = graphql.args ?? ((values: Record<string, unknown>) => values as Args);

  // Not registered itself: only the subclasses a module lists are in the schema.
  @Resolver()
  abstract class ListQueriesOf {
    @Query(() => graphql.page, { name: graphql.list.name, description: graphql.list.description })
    async listPage(
      @Ctx() ctx: GraphContext,
      @Arg('page', () => ListInput, { nullable: true }) page: ListInput | undefined,
      @Args(() => ListArguments) args: object,
    ): Promise<Page> {
      const { boundedTotal, ...filters } = args as { boundedTotal?: boolean };
      return doors.list(doors.service(ctx.services), ctx, listRequest(page, boundedTotal), toArgs(filters));
    }

    @Query(() => Int, { name: graphql.position.name, description: graphql.position.description })
    async listPosition(
      @Arg('id', () => Int) id: number,
      @Ctx() ctx: GraphContext,
      @Arg('orderBy', () => String, { nullable: true }) orderBy: string | null | undefined,
      @Arg('filter', () => String, { nullable: true }) filter: string | null | undefined,
      @Args(() => PositionArguments) args: object,
    ): Promise<number> {
      const request = { orderBy: orderBy ?? undefined, filter: filter ?? undefined };
      return doors.position(doors.service(ctx.services), ctx, id, request, toArgs({ ...args }));
    }
  }
  return ListQueriesOf;
}
