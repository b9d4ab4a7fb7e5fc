import { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { associationRestRoutes } from '../modules/associations/association.rest';
import { authRestRoutes } from '../modules/auth/auth.rest';
import { warningsRestRoutes } from '../modules/common/warnings.rest';
import { dojoRestRoutes } from '../modules/dojos/dojo.rest';
import { memberRestRoutes } from '../modules/members/member.rest';
import { requestLanguage, type RestDeps } from './respond';

/** The `/v1` adapter for the legacy clients; each module mounts its own paths. */
export function createRestRouter(deps: RestDeps): Router {
  const router = Router();
  authRestRoutes(router, deps);
  associationRestRoutes(router, deps);
  warningsRestRoutes(router, deps);
  dojoRestRoutes(router, deps);
  memberRestRoutes(router, deps);
  router.use((req, res) => {
    res
      .status(404)
      .json({ estado: 1, res: { mensaje: translate(requestLanguage(req), 'common.unknownPath') } });
  });
  return router;
}
