import { CURRENT_YEAR, feeApi, openFeesWorld, type Role, type Transport } from './fees-support';

// What the attack files (attacks-*.test.ts) share: the world every fees file opens, plus the doors
// as any role or as nobody signed in, which is how an attacker comes.

export const NEXT = CURRENT_YEAR + 1;
/** An id no table holds, to compare a foreign thing's answer with. */
export const UNKNOWN = 99999999;

/** openFeesWorld, with the doors as `role`'s demo account or, for null, as nobody signed in. */
export async function openAttackWorld() {
  const world = await openFeesWorld();
  const api = (role: Role | null, transport: Transport = 'rest') =>
    feeApi(world.t, transport, role ? world.tokens[role] : undefined);
  return { ...world, api };
}

export type AttackApi = Awaited<ReturnType<typeof openAttackWorld>>['api'];
