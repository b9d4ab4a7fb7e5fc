import type { Me } from '../session/permissions';
import { isAnyAdmin } from '../session/permissions';

// Who is offered what of billing: the rules the server decides by (graph/src/modules/billing:
// charge.scope.ts, tariff.rules.ts, settlement.ts), so that nobody is offered what it refuses.

/** Charges, tariffs: every administrator, each over their own area. */
export const canSeeBilling = isAnyAdmin;

/** Settlements are between associations and the federation. */
export const canSeeSettlements = (me: Me) => me.roles.admin || me.roles.associationAdmin;

/** Whether the caller may ask for an association's settlement (national: any; association: theirs). */
export const canSettle = (me: Me, associationId: number) =>
  me.roles.admin || (me.roles.associationAdmin && me.associationId === associationId);

export type TariffPlace = {
  level: 'NATIONAL' | 'ASSOCIATION' | 'DOJO';
  associationId: number | null;
  dojoId: number | null;
};

/**
 * Who sets a tariff (tariffPlace): the national licence the national administrator; an
 * association's fee its administrator; a dojo's own fee its dojo's or its association's.
 */
export function canSetTariff(me: Me, tariff: TariffPlace): boolean {
  const r = me.roles;
  if (r.admin) return true;
  if (tariff.level === 'NATIONAL') return false;
  if (tariff.level === 'ASSOCIATION') return r.associationAdmin && tariff.associationId === me.associationId;
  return (
    (r.associationAdmin && tariff.associationId === me.associationId) ||
    (r.dojoAdmin && tariff.dojoId === me.dojoId)
  );
}
