import type { Router } from 'express';
import { listParams, requiredId, restRoute, type RestBody, type RestDeps } from '../../../rest/respond';
import type { RequestContext } from '../caller';
import type { ListDoors } from './doors';
import type { ListPage } from './engine';

/** How a page answers: its rows in the REST names, or a whole answer where it says more. */
export type RestListAnswer<Page> =
  | { row: (item: Page extends ListPage<infer Item> ? Item : never) => unknown }
  | { answer: (page: Page, ctx: RequestContext) => RestBody | Promise<RestBody> };

/**
 * GET `path` (a page: `{res, nRes, nTot, nTotExacto}`) and GET `path/posicion` (`{res: {pos}}`), both read
 * with the list parameters ini, pag, orden and filtro, then the list's own filters.
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
          // Added beside nTot (issue 29): false when nTot is a lower bound.
          nTotExacto: page.totalIsExact ?? true,
        });

  router.get(
    doors.rest.path,
    restRoute(deps, async (ctx, req) =>
      answer(await doors.list(service, ctx, listParams(req), args(req)), ctx),
    ),
  );
  if (doors.rest.position === false) return;
  router.get(
    `${doors.rest.path}/posicion`,
    restRoute(deps, async (ctx, req) => ({
      res: { pos: await doors.position(service, ctx, requiredId(req), listParams(req), args(req)) },
    })),
  );
}
