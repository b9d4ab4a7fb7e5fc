import type { World } from '../../support/world';
import { CURRENT_YEAR, feeApi, type Role, type Transport } from './fees-support';

// What the attack files (attacks-*.test.ts) share: the doors as any role or as nobody signed in,
// which is how an attacker comes.

export const NEXT = CURRENT_YEAR + 1;
/** An id no table holds, to compare a foreign thing's answer with. */
export const UNKNOWN = 99999999;

/** The fee doors of a world, as `role`'s demo account or, for null, as nobody signed in. */
export const attackApi =
  (world: World) =>
  (role: Role | null, transport: Transport = 'rest') =>
    feeApi(world.t, transport, role ? world.tokens[role] : undefined);

export type AttackApi = ReturnType<typeof attackApi>;
