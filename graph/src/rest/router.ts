import { Router } from 'express';
import { translate } from '../../../schema/i18n';
import { MODULES } from '../modules';
import { requestLanguage, type RestDeps } from './respond';

/** The `/v1` adapter for the legacy clients; each module (modules/index.ts) mounts its own paths. */
export function createRestRouter(deps: RestDeps): Router {
  const router = Router();
  for (const module of MODULES) if ('restRoutes' in module) module.restRoutes(router, deps);
  router.use((req, res) => {
    res
      .status(404)
      .json({ estado: 1, res: { mensaje: translate(requestLanguage(req), 'common.unknownPath') } });
  });
  return router;
}
