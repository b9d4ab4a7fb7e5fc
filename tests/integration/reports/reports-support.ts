import { Client } from 'pg';
import type { TestServer } from '../../support/test-server';

export { type Places, type Role } from '../../support/world';

/** POST /v1/listado/custom with a configuration; answers the REST body. */
export async function custom(t: TestServer, token: string, body: Record<string, unknown>, lang = 'es') {
  return (await t.rest('POST', '/listado/custom', { token, body, headers: { 'accept-language': lang } }))
    .body;
}

/** A configuration of one group of conditions joined by Y. */
export const where = (...conditions: [string, string, unknown][]) => ({
  nexo: 'Y',
  filtros: [{ nexo: 'Y', filtros: conditions.map(([campo, oper, valor]) => ({ campo, oper, valor })) }],
});

/** The members the database holds under an SQL condition over `asociado a` (joined to its dojo d). */
export async function membersWhere(
  t: TestServer,
  condition: string,
  params: unknown[] = [],
): Promise<number> {
  const [row] = await t.sql<{ n: number }>(
    `select count(*)::int as n from asociado a join dojo d on d.id_dojo = a.cf_dojo where ${condition}`,
    params,
  );
  return row.n;
}

/** A fingerprint of every table a report could touch: unchanged after any refused attempt. */
export async function fingerprint(t: TestServer): Promise<string> {
  const [row] = await t.sql<{ f: string }>(
    `select md5(string_agg(x, ',' order by x)) as f from (
       select md5(a::text) as x from asociado a union all select md5(d::text) from dojo d
       union all select md5(p::text) from plantilla p union all select md5(c::text) from cuota c) t`,
  );
  return row.f;
}

/**
 * `table` locked from a side connection (access exclusive: even reads wait), so that every report
 * over it stays running, holding its connection, until `release`. What reads nothing of it goes on.
 */
export async function holdTable(t: TestServer, table: string): Promise<{ release: () => Promise<void> }> {
  const holder = new Client({ connectionString: t.server.db.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query(`lock table ${table} in access exclusive mode`);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await holder.query('commit');
      await holder.end();
    },
  };
}
