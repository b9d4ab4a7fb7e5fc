import type { Request } from 'express';
import type { ClassType } from 'type-graphql';
import type { RestDeps } from '../../../rest/respond';
import type { RequestContext } from '../caller';
import type { ListRequest } from './request';

/** The services both doors reach (`deps.services`, `ctx.services`). */
type Services = RestDeps['services'];

/** What a keyset page asks: its size, the cursor it follows (none: the first page), order, filter. */
export type CursorRequest = { first: number; after?: string | null; orderBy?: string; filter?: string };

/** A page's item type. */
type PageItem<Page> = Page extends { items: (infer Item)[] } ? Item : never;

/** One GraphQL argument of a list query besides `page` (or `id`, `orderBy`, `filter`). */
export type ListArgument = {
  type: () => unknown;
  /** true unless told: a list's filters are optional. */
  nullable?: boolean;
  description?: string;
};

/** A GraphQL query of the list: its field name and description, and its own arguments. */
export type ListQuery = { name: string; description: string; args?: Record<string, ListArgument> };

/**
 * A list's two doors, declared once: the service calls with what a door read besides the page
 * (`Args`: the list's filters), where REST serves it (GET `path`, and `path/posicion`), and the
 * GraphQL queries it answers (the page and the position). `rest-doors.ts` mounts the routes,
 * `graphql-doors.ts` builds the queries; a domain writes only its names and its REST rows.
 */
export type ListDoors<Service, Args, Page> = {
  service: (services: Services) => Service;
  list: (service: Service, ctx: RequestContext, request: ListRequest, args: Args) => Promise<Page>;
  /** The 0-based position of a row under the request's order and filter, -1 if not listed. */
  position: (
    service: Service,
    ctx: RequestContext,
    id: number,
    request: ListRequest,
    args: Args,
  ) => Promise<number>;
  /**
   * Keyset pages (optional): `first` rows after the `after` cursor under the order and filter,
   * the REST door's `tras` (GET `path?tras=…&pag=…`, answered with `sig`, the next cursor) beside
   * the GraphQL connection the domain declares. A deep page by key costs what the first does.
   */
  cursor?: (
    service: Service,
    ctx: RequestContext,
    request: CursorRequest,
    args: Args,
  ) => Promise<{ items: PageItem<Page>[]; hasNextPage: boolean; endCursor: string | null }>;
  rest: {
    path: string;
    /** The filters from the request's parameters; read after the page's (errors in that order). */
    args?: (req: Request) => Args;
    /** false: the list has no REST position route. */
    position?: boolean;
  };
  graphql: {
    /** The page's class, built by Page() (list.types.ts). */
    page: ClassType;
    list: ListQuery;
    position: ListQuery;
    /**
     * true: the page query takes `boundedTotal` (the list has a `countBound`): the caller may
     * accept a count stopped at the bound. Read by the door, not passed on with the filters.
     */
    boundedTotal?: boolean;
    /** The filters from the GraphQL arguments, where they need more than being passed on. */
    args?: (values: Record<string, unknown>) => Args;
  };
};
