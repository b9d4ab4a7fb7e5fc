import { Int } from 'type-graphql';
import { optionalId } from '../../rest/respond';
import type { ListDoors } from '../common/list/doors';
import type { CardService, MemberCardPage } from './card.service';
import { MemberCardPageType } from './card.types';

/** `anySize`: REST's list takes any page size (the legacy client asks for the rows it prints). */
type CardListArgs = { dojoId?: number | null; anySize?: boolean };

/**
 * The cards list at GET /v1/asociados/asociadosCarnets (no REST position), as `memberCards` and
 * `memberCardPosition`.
 */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const CARD_LIST_DOORS: ListDoors<CardService, CardListArgs, MemberCardPage> = {
  service: (services) => services.cards,
  list: (cards, ctx, request, args) => cards.list(ctx, request, args.dojoId, { anySize: args.anySize }),
  position: (cards, ctx, id, request, args) => cards.position(ctx, id, request, args.dojoId),
  // GET /v1/asociados/asociadosCarnets?tras=…: the keyset pages memberCardsConnection serves.
  cursor: async (cards, ctx, request, args) => {
    const page = await cards.connection(ctx, request, args.dojoId);
    return { items: page.edges.map((e) => e.node), hasNextPage: page.hasNextPage, endCursor: page.endCursor };
  },
  rest: {
    path: '/asociados/asociadosCarnets',
    args: (req) => ({ dojoId: optionalId(req, 'idDojo'), anySize: true }),
    position: false,
  },
  graphql: {
    // Its count stops at COUNT_BOUND where the caller asks (boundedTotal; REST acotar=1).
    boundedTotal: true,
    page: MemberCardPageType,
    list: {
      name: 'memberCards',
      description:
        'GET /v1/asociados/asociadosCarnets: a page of the cards list, for administrators of any kind, ' +
        'scoped as `members`. Orders: numAcae (default), nombre, apellido, dojo, ultima_cuota, edad',
      args: { dojoId: { type: () => Int, description: 'idDojo; 0 or absent: all you may see' } },
    },
    position: {
      name: 'memberCardPosition',
      description:
        '/carnets/{idReg}: 0-based position in the cards list under this order and filter; -1 if not listed',
      args: { dojoId: { type: () => Int } },
    },
  },
};
