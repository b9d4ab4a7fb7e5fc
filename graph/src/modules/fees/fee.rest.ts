import type { Router } from 'express';
import { restRoute, type RestDeps } from '../../rest/respond';
import { countFeeWarnings } from './fee-warnings';

/** GET /v1/cuotas/warnings (part 3 §7): `res` is the count. */
export function feeRestRoutes(router: Router, deps: RestDeps): void {
  router.get(
    '/cuotas/warnings',
    restRoute(deps, async (ctx) => ({ res: await countFeeWarnings(ctx) })),
  );
}
