import { requireCaller, type RequestContext } from '../auth/caller';
import { run, sql } from '../common/sql';

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
 */
export async function countGradeWarnings(ctx: RequestContext): Promise<number> {
  const { roles, dojoId, memberId } = requireCaller(ctx);
  let rows: { n: number }[];
  if (roles.admin) {
    rows = await run(
      ctx.em,
      sql`select (select count(*) from grado where estado < 0)
            + (select count(*) from asociado_titulo where estado < 0) as n`,
    );
  } else if (roles.dojoAdmin) {
    rows = await run(
      ctx.em,
      sql`select count(*) as n from grado g
         join cinturon c on c.idcinturon = g.cf_cinturon
         join asociado a on a.id_aso = g.cf_asociado
        where g.estado < 0 and c.valor < 0 and a.cf_dojo = ${dojoId} and g.cf_asociado <> ${memberId}`,
    );
  } else return 0;
  return Number(rows[0].n);
}
