import { Int } from 'type-graphql';
import { optionalId } from '../../rest/respond';
import type { ListDoors } from '../common/list/doors';
import type { DojoPageResult, DojoService } from './dojo.service';
import { DojoPageType } from './dojo.types';

type DojoListArgs = { associationId?: number | null };

/** An association filter as the service takes it: absent or 0 lists every association's dojos. */
export const associationFilter = (id: unknown) => (typeof id === 'number' && id > 0 ? id : null);

/** The dojo list at GET /v1/dojos and /dojos/posicion, as `dojos` and `dojoPosition`. */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const DOJO_LIST_DOORS: ListDoors<DojoService, DojoListArgs, DojoPageResult> = {
  service: (services) => services.dojos,
  list: (dojos, ctx, request, args) => dojos.list(ctx, request, args.associationId),
  position: (dojos, ctx, id, request, args) => dojos.position(ctx, id, request, args.associationId),
  rest: { path: '/dojos', args: (req) => ({ associationId: optionalId(req, 'idAsoc') }) },
  graphql: {
    page: DojoPageType,
    list: {
      name: 'dojos',
      description: 'GET /v1/dojos/: a page of dojos, of one association or all',
      args: { associationId: { type: () => Int, description: 'idAsoc; absent or 0: every dojo' } },
    },
    position: {
      name: 'dojoPosition',
      description: 'GET /v1/dojos/posicion: 0-based position under this order and filter, -1 if not listed',
      args: { associationId: { type: () => Int } },
    },
    args: (values) => ({ associationId: associationFilter(values.associationId) }),
  },
};
