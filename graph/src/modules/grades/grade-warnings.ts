import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { first, sql, type Sql } from '../common/sql';

/**
 * GET /v1/grados/warnings (part 3 §6 and §7): grades and titles waiting for the caller's
 * validation. Pending means estado < 0 (part 2 §3). Who validates what (part 2 §6): global
 * administrators every grade and title; dojo administrators the grades whose belt valor < 0 (kyu).
 * By the caller's highest role in force:
 * - global administrator: every pending grade plus every pending title, federation-wide;
 * - dojo administrator: pending grades with a kyu belt (cinturon.valor < 0) of members of the
 *   session's dojo (asociado.cf_dojo), other than their own (nobody but the national administrator
 *   validates themselves); titles are not theirs to validate;
 * - anyone else: 0.
 *
 * The rules below are the FROM and WHERE of those rows (`grado g`, `asociado_titulo t`), null when
 * the caller waits for none: the badge and the validations inbox both read them.
 */
export function gradesWaiting(caller: Caller): Sql | null {
  const { roles, dojoId, memberId } = caller;
  if (roles.admin) return sql`from grado g where g.estado < 0`;
  if (roles.dojoAdmin) {
    return sql`from grado g
         join cinturon c on c.idcinturon = g.cf_cinturon
         join asociado a on a.id_aso = g.cf_asociado
        where g.estado < 0 and c.valor < 0 and a.cf_dojo = ${dojoId} and g.cf_asociado <> ${memberId}`;
  }
  return null;
}

export function titlesWaiting(caller: Caller): Sql | null {
  return caller.roles.admin ? sql`from asociado_titulo t where t.estado < 0` : null;
}

export async function countGradeWarnings(ctx: RequestContext): Promise<number> {
  const caller = requireCaller(ctx);
  const grades = gradesWaiting(caller);
  const titles = titlesWaiting(caller);
  if (!grades && !titles) return 0;
  const count = (rule: Sql | null) => (rule ? sql`(select count(*)::int ${rule})` : sql`0`);
  const row = await first<{ n: number }>(ctx.em, sql`select ${count(grades)} + ${count(titles)} as n`);
  return row!.n;
}
