import type { ListDoors } from '../common/list/doors';
import type { AssociationPage, AssociationService } from './association.service';
import { AssociationPageType } from './association.types';

/** The association list at GET /v1/asocs and /asocs/posicion, as `associations` and `associationPosition`. */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const ASSOCIATION_LIST_DOORS: ListDoors<AssociationService, object, AssociationPage> = {
  service: (services) => services.associations,
  list: (associations, ctx, request) => associations.list(ctx, request),
  position: (associations, ctx, id, request) => associations.position(ctx, id, request),
  rest: { path: '/asocs' },
  graphql: {
    page: AssociationPageType,
    list: { name: 'associations', description: 'GET /v1/asocs/: a page of associations' },
    position: {
      name: 'associationPosition',
      description: 'GET /v1/asocs/posicion: 0-based position under this order and filter, -1 if not listed',
    },
  },
};
