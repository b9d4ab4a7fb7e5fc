import type { Router } from 'express';
import { restRoute, type RestDeps } from '../../rest/respond';
import { countCourseWarnings } from '../courses/course-warnings';
import { countFeeWarnings } from '../fees/fee-warnings';
import { countGradeWarnings } from '../grades/grade-warnings';

/** GET /v1/{cuotas,grados,cursos}/warnings (part 3 §7): `res` is the count. */
export function warningsRestRoutes(router: Router, deps: RestDeps): void {
  router.get(
    '/cuotas/warnings',
    restRoute(deps, async (ctx) => ({ res: await countFeeWarnings(ctx) })),
  );
  router.get(
    '/grados/warnings',
    restRoute(deps, async (ctx) => ({ res: await countGradeWarnings(ctx) })),
  );
  router.get(
    '/cursos/warnings',
    restRoute(deps, async (ctx) => ({ res: await countCourseWarnings(ctx) })),
  );
}
