import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { batchAt, feeApi, type Places, type Role } from './fees-support';

// The batch search (part 2 §2.6) reads a text kept per batch (its dojo's and association's
// names) and the year through its index (migration Migration20261128050000): it must find what
// matching each name and the year as typed finds, and follow a renamed dojo or association.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
  for (const year of [1999, 2001, 2010]) await batchAt(t, where.dojo1, year, 0);
  await batchAt(t, where.otherAsocDojo, 2019, 3);
});
afterAll(() => t.close());

/** The ids the list finds for a search (the whole federation, up to 100, in id order). */
async function found(filtro: string): Promise<number[]> {
  const answer = await feeApi(t, 'rest', tokens.admin).list({ filtro, orden: 'idRemesa', pag: 100 });
  expect(answer.ok).toBe(true);
  return answer.value!.rows.map((r) => r.idRem);
}

/** The batches whose dojo name, association name or year holds every word, matched one by one. */
async function expected(filtro: string): Promise<number[]> {
  const words = filtro.split(/\s+/).filter(Boolean);
  const conditions = words.map((_, i) => {
    const pattern = `'%' || f_unaccent(lower($${i + 1})) || '%'`;
    return `(f_unaccent(lower(d.nombre)) like ${pattern} or f_unaccent(lower(s.nombre)) like ${pattern}
      or r.anio::text like ${pattern})`;
  });
  const rows = await t.sql<{ id_rem: number }>(
    `select r.id_rem from remesa r join dojo d on d.id_dojo = r.cf_dojo join asociacion s on s.id_asoc = r.cf_asoc
     where ${conditions.join(' and ')} order by r.id_rem limit 100`,
    words,
  );
  return rows.map((r) => r.id_rem);
}

describe('the fee batch search', () => {
  it.each(['1999', '01', '9', '20 dojo', 'aikido', 'ki', 'club 2019', 'ÁÍ', 'zzzz', '２０１０'])(
    'finds what matching the names and the year finds: "%s"',
    async (filtro) => {
      expect(await found(filtro)).toEqual(await expected(filtro));
    },
  );

  it('follows a renamed dojo and a renamed association', async () => {
    const id = await batchAt(t, where.sameAsocDojo, 2003, 0);
    await t.sql("update dojo set nombre = 'Dojo Kumonosu' where id_dojo = $1", [where.sameAsocDojo]);
    expect(await found('kumonosu')).toContain(id);
    const other = await batchAt(t, where.otherAsocDojo, 2003, 0);
    await t.sql("update asociacion set nombre = 'Asociación Yamabiko' where id_asoc = $1", [where.otherAsoc]);
    expect(await found('yamabiko 2003')).toEqual([other]);
    await t.sql("update asociacion set nombre = 'Asociación Kodama' where id_asoc = $1", [where.otherAsoc]);
    expect(await found('yamabiko')).toEqual([]);
  });
});
