import type { Router } from 'express';
import { restRoute, type RestDeps } from '../../rest/respond';
import { countGradeWarnings } from './grade-warnings';

/** GET /v1/grados/warnings (part 3 §7): `res` is the count. */
export function gradeRestRoutes(router: Router, deps: RestDeps): void {
  router.get(
    '/grados/warnings',
    restRoute(deps, async (ctx) => ({ res: await countGradeWarnings(ctx) })),
  );
}
