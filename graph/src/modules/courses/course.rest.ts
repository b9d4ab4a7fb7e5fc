import type { Router } from 'express';
import { restRoute, type RestDeps } from '../../rest/respond';
import { countCourseWarnings } from './course-warnings';

/** GET /v1/cursos/warnings (part 3 §7): `res` is the count. */
export function courseRestRoutes(router: Router, deps: RestDeps): void {
  router.get(
    '/cursos/warnings',
    restRoute(deps, async (ctx) => ({ res: await countCourseWarnings(ctx) })),
  );
}
