import { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import type { DomainModule } from '../modules/common/domain-module';
import { requestLanguage, type RestDeps } from './respond';

/** The `/v1` adapter for the legacy clients; each module the bootstrap hands in mounts its paths. */
export function createRestRouter(deps: RestDeps, modules: readonly DomainModule[]): Router {
  const router = Router();
  for (const module of modules) module.restRoutes?.(router, deps);
  router.use((req, res) => {
    res
      .status(404)
      .json({ estado: 1, res: { mensaje: translate(requestLanguage(req), 'common.unknownPath') } });
  });
  return router;
}
