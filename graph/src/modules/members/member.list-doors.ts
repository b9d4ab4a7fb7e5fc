import { Int } from 'type-graphql';
import { optionalId } from '../../rest/respond';
import type { ListDoors } from '../common/list/doors';
import type { MemberPage, MemberService } from './member.service';
import { MemberPageType } from './member.types';

type MemberListArgs = { dojoId?: number | null };

/** The member list at GET /v1/asociados and /asociados/posicion, as `members` and `memberPosition`. */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const MEMBER_LIST_DOORS: ListDoors<MemberService, MemberListArgs, MemberPage> = {
  service: (services) => services.members,
  list: (members, ctx, request, args) => members.list(ctx, request, args.dojoId),
  position: (members, ctx, id, request, args) => members.position(ctx, id, request, args.dojoId),
  // GET /v1/asociados?tras=…: the keyset pages membersConnection serves over GraphQL.
  cursor: async (members, ctx, request, args) => {
    const page = await members.connection(ctx, request, args.dojoId);
    return { items: page.edges.map((e) => e.node), hasNextPage: page.hasNextPage, endCursor: page.endCursor };
  },
  rest: { path: '/asociados', args: (req) => ({ dojoId: optionalId(req, 'idDojo') }) },
  graphql: {
    // Its count stops at COUNT_BOUND where the caller asks (boundedTotal; REST acotar=1).
    boundedTotal: true,
    page: MemberPageType,
    list: {
      name: 'members',
      description:
        'GET /v1/asociados/: a page of members. Orders: numAcae (default; members without a number ' +
        'last both ways), nombre, apellido, mail, dojo, edad (birth date), ultima_cuota',
      args: { dojoId: { type: () => Int, description: 'idDojo; 0 or absent: all you may see' } },
    },
    position: {
      name: 'memberPosition',
      description:
        'GET /v1/asociados/posicion: 0-based position under this order, filter and dojo; -1 if not listed',
      args: { dojoId: { type: () => Int } },
    },
  },
};
