import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ListRequest } from './request';

@InputType({ description: 'A page of a list: the REST ini, pag, orden and filtro' })
export class ListInput {
  @Field(() => Int, { nullable: true, description: 'Rows to skip (ini); 0 by default' })
  offset?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Page size (pag): 15 (default), 50, 100, or 1000 for dropdowns',
  })
  limit?: number;

  @Field({ nullable: true, description: 'Every row (pag=ALL), where the list allows it' })
  all?: boolean;

  @Field({ nullable: true, description: 'A column name, optionally followed by " DESC" (orden)' })
  orderBy?: string;

  @Field({
    nullable: true,
    description: 'Words searched in the visible columns, ignoring case and accents (filtro)',
  })
  filter?: string;
}

/** GraphQL's page argument (and `boundedTotal`, where the query takes it) as the kit's request. */
export function listRequest(input: ListInput | undefined | null, boundedTotal = false): ListRequest {
  return {
    offset: input?.offset ?? undefined,
    limit: input?.all ? 'all' : (input?.limit ?? undefined),
    orderBy: input?.orderBy ?? undefined,
    filter: input?.filter ?? undefined,
    boundedCount: boundedTotal === true,
  };
}

/** The `boundedTotal` argument of the lists whose counts may stop at a bound (REST's acotar=1). */
export const BOUNDED_TOTAL_DESCRIPTION =
  'acotar=1: when true, `total` may be a lower bound (counting every match of a common word costs ' +
  'more than the page): the count stops at a round bound past the page ("more than 1000") and ' +
  '`totalIsExact` says so. False (the default): `total` counts every match.';

/**
 * The one page type of every list: `Page(DojoType, 'DojoPage', ...)` declares `DojoPage` with
 * its items, `returned` (REST's nRes) and `total` (nTot). The list-cost plugin costs `items` by
 * the `page` argument of the field answering the page, whatever the item type.
 */
export function Page<Item extends object>(item: ClassType<Item>, name: string, description: string) {
  @ObjectType(name, { description })
  class PageType {
    @Field(() => [item])
    items!: Item[];

    @Field(() => Int, { description: 'Rows in this page (nRes)' })
    returned!: number;

    @Field(() => Int, {
      description: 'Rows matching the filter (nTot); at least this many when not totalIsExact',
    })
    total!: number;

    @Field({
      description:
        'nTotExacto: false only when the query asked for a bounded count (boundedTotal) and more ' +
        'than `total` rows match (the count stops at a round bound past the page: "more than 1000")',
    })
    totalIsExact!: boolean;
  }
  return PageType;
}

/**
 * Cursor paging of a list (keyset, for integrators): `Connection(MemberType, 'Member', ...)`
 * declares MemberConnection, MemberEdge and MemberPageInfo.
 */
export function Connection<Item extends object>(item: ClassType<Item>, name: string, description: string) {
  @ObjectType(`${name}Edge`, { simpleResolvers: true })
  class EdgeType {
    @Field({
      description: `Opaque position of this ${name.toLowerCase()}; pass it as \`after\` for the next page`,
    })
    cursor!: string;

    @Field(() => item)
    node!: Item;
  }

  @ObjectType(`${name}PageInfo`, { simpleResolvers: true })
  class PageInfoType {
    @Field()
    hasNextPage!: boolean;

    @Field(() => String, { nullable: true })
    endCursor!: string | null;
  }

  @ObjectType(`${name}Connection`, { description })
  class ConnectionType {
    @Field(() => [EdgeType])
    edges!: EdgeType[];

    @Field(() => PageInfoType)
    pageInfo!: PageInfoType;
  }
  return ConnectionType;
}
