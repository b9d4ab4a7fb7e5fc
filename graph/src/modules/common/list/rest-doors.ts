import type { Router } from 'express';
import {
  listParams,
  param,
  requiredId,
  restRoute,
  type RestBody,
  type RestDeps,
} from '../../../rest/respond';
import type { RequestContext } from '../caller';
import type { CursorRequest, ListDoors } from './doors';
import type { ListPage } from './engine';
import { DEFAULT_PAGE_SIZE } from './request';

/**
 * `tras` (a cursor: '' for the first page), `pag` (1 to 1000 rows, 15 by default), `orden` and
 * `filtro`: a keyset page. Its `ini` is meaningless and not read.
 */
export function cursorParams(req: Parameters<typeof listParams>[0], after: unknown): CursorRequest {
  const { limit, orderBy, filter } = listParams(req);
  return {
    // 'ALL' is no size: refused as any other (list.pageSizeInvalid).
    first: limit === 'all' ? Number.NaN : (limit ?? DEFAULT_PAGE_SIZE),
    // Anything but text (an array of cursors) is no cursor: refused as list.cursorInvalid.
    after: typeof after === 'string' ? after || null : '?',
    orderBy,
    filter,
  };
}

/** A keyset page's answer: its rows, nRes, and `sig`, the cursor of the next page (null at the end). */
export function keysetAnswer<Item>(
  page: { items: Item[]; hasNextPage: boolean; endCursor: string | null },
  row: (item: Item) => unknown,
): RestBody {
  return { res: page.items.map(row), nRes: page.items.length, sig: page.hasNextPage ? page.endCursor : null };
}

type RestRow<Page> = (item: Page extends ListPage<infer Item> ? Item : never) => unknown;

/**
 * How a page answers: its rows in the REST names, or a whole answer where it says more (then
 * `row`, if given, answers the keyset pages' rows: `tras` is served only where a row is known).
 */
export type RestListAnswer<Page> =
  | { row: RestRow<Page> }
  | { answer: (page: Page, ctx: RequestContext) => RestBody | Promise<RestBody>; row?: RestRow<Page> };

/**
 * GET `path` (a page: `{res, nRes, nTot, nTotExacto}`) and GET `path/posicion` (`{res: {pos}}`), both read
 * with the list parameters ini, pag, orden and filtro, then the list's own filters. `acotar=1`
 * lets a list with a `countBound` stop its count there (nTot then a lower bound, nTotExacto false). With `tras`,
 * where the list has keyset pages, GET `path` answers the page after that cursor (`{res, nRes, sig}`).
 */
export function mountListRoutes<Service, Args, Page extends ListPage<unknown>>(
  router: Router,
  deps: RestDeps,
  doors: ListDoors<Service, Args, Page>,
  rows: RestListAnswer<Page>,
): void {
  const service = doors.service(deps.services);
  const args = doors.rest.args ?? (() => ({}) as Args);
  const answer =
    'answer' in rows
      ? rows.answer
      : (page: Page) => ({
          res: page.items.map(rows.row as (item: unknown) => unknown),
          nRes: page.returned,
          nTot: page.total,
          // Added beside nTot (issue 29): false when nTot is a lower bound (only with acotar=1).
          nTotExacto: page.totalIsExact ?? true,
        });

  router.get(
    doors.rest.path,
    restRoute(deps, async (ctx, req) => {
      const after = param(req, 'tras');
      if (after !== undefined && doors.cursor && rows.row) {
        const page = await doors.cursor(service, ctx, cursorParams(req, after), args(req));
        return keysetAnswer(page, rows.row as (item: unknown) => unknown);
      }
      return answer(await doors.list(service, ctx, listParams(req), args(req)), ctx);
    }),
  );
  if (doors.rest.position === false) return;
  router.get(
    `${doors.rest.path}/posicion`,
    restRoute(deps, async (ctx, req) => ({
      res: { pos: await doors.position(service, ctx, requiredId(req), listParams(req), args(req)) },
    })),
  );
}
