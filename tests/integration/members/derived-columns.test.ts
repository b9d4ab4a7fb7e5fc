import type { TestServer } from '../../support/test-server';
import { plainMember, startMembersServer } from './members-support';

// ultima_cuota (cuota_ultima), busqueda and each batch's numAd / numNi are kept by triggers, whichever door or script writes: checked here
// straight in SQL, as a fee batch or a rename from any module would write them.

let t: TestServer;
beforeAll(async () => {
  t = await startMembersServer();
});
afterAll(() => t.close());

const lastFee = async (id: number) =>
  (await t.sql('select anio from cuota_ultima where cf_asociado = $1', [id]))[0].anio;
const searchText = async (id: number) =>
  (await t.sql('select busqueda from asociado where id_aso = $1', [id]))[0].busqueda;

/** A batch of dojo 1 for the year, validated at every level (member 1 signs) unless said. */
async function batch(year: number, validated = true): Promise<number> {
  const by = validated ? 1 : null;
  const [{ id_rem }] = await t.sql(
    `insert into remesa (cf_dojo, cf_asoc, anio, cf_asoc_val_dojo, cf_asoc_val_asoc, cf_asoc_val_admi)
     select id_dojo, cf_asoc, $1, $2::int, $2::int, $2::int from dojo where id_dojo = 1 returning id_rem`,
    [year, by],
  );
  return id_rem;
}

describe('ultima_cuota follows the nationally validated fees', () => {
  it('rises with a new fee, falls back when fees go or change year', async () => {
    const id = await plainMember(t, 1);
    const [a, b] = [await batch(2011), await batch(2013)];
    expect(await lastFee(id)).toBeNull();
    await t.sql("insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, 2011, 'A')", [a, id]);
    expect(await lastFee(id)).toBe(2011);
    await t.sql("insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, 2013, 'A')", [b, id]);
    expect(await lastFee(id)).toBe(2013);
    await t.sql('update remesa set anio = 2009 where id_rem = $1', [b]);
    expect(await lastFee(id)).toBe(2011);
    await t.sql('delete from cuota where cf_asociado = $1 and anio = 2011', [id]);
    expect(await lastFee(id)).toBe(2009);
    await t.sql('delete from cuota where cf_asociado = $1', [id]);
    expect(await lastFee(id)).toBeNull();
  });

  it('counts a fee once its batch is validated nationally, and no longer once that is undone', async () => {
    const id = await plainMember(t, 1);
    const pending = await batch(2015, false);
    await t.sql("insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, 2015, 'A')", [
      pending,
      id,
    ]);
    expect(await lastFee(id)).toBeNull();
    await t.sql('update remesa set cf_asoc_val_dojo = 1, cf_asoc_val_asoc = 1 where id_rem = $1', [pending]);
    expect(await lastFee(id)).toBeNull();
    await t.sql('update remesa set cf_asoc_val_admi = 1 where id_rem = $1', [pending]);
    expect(await lastFee(id)).toBe(2015);
    await t.sql('update remesa set cf_asoc_val_admi = null where id_rem = $1', [pending]);
    expect(await lastFee(id)).toBeNull();
  });

  it('is correct for every demo member', async () => {
    const wrong = await t.sql(
      `select count(*)::int as n from asociado a left join cuota_ultima u on u.cf_asociado = a.id_aso
       where u.cf_asociado is null or u.sin_numero <> (a.num_acae is null)
         or u.anio is distinct from (select max(c.anio) from cuota c
         join remesa r on r.id_rem = c.cf_remesa
         where c.cf_asociado = a.id_aso and r.cf_asoc_val_admi is not null)`,
    );
    expect(wrong[0].n).toBe(0);
  });
});

describe('numAd and numNi follow the fees of each batch', () => {
  const counts = async (id: number) =>
    (await t.sql('select num_ad, num_ni from remesa where id_rem = $1', [id]))[0];

  it('count adults and children as fees arrive, change kind or batch, and leave', async () => {
    const [x, y] = [await plainMember(t, 1), await plainMember(t, 1)];
    const [a, b] = [await batch(2017, false), await batch(2019, false)];
    await t.sql(
      "insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, 2017, 'A'), ($1, $3, 2017, 'N')",
      [a, x, y],
    );
    expect(await counts(a)).toEqual({ num_ad: 1, num_ni: 1 });
    await t.sql("update cuota set tipo = 'A' where cf_remesa = $1", [a]);
    expect(await counts(a)).toEqual({ num_ad: 2, num_ni: 0 });
    await t.sql('update cuota set cf_remesa = $1, anio = 2019 where cf_asociado = $2 and cf_remesa = $3', [
      b,
      x,
      a,
    ]);
    expect([await counts(a), await counts(b)]).toEqual([
      { num_ad: 1, num_ni: 0 },
      { num_ad: 1, num_ni: 0 },
    ]);
    await t.sql('delete from cuota where cf_remesa in ($1, $2)', [a, b]);
    expect([await counts(a), await counts(b)]).toEqual([
      { num_ad: 0, num_ni: 0 },
      { num_ad: 0, num_ni: 0 },
    ]);
  });

  it('are correct for every demo batch (the load writes them itself)', async () => {
    const wrong = await t.sql(
      `select count(*)::int as n from remesa r
       left join (select cf_remesa, count(*) filter (where tipo = 'A') as ad,
         count(*) filter (where tipo <> 'A') as ni from cuota group by 1) c on c.cf_remesa = r.id_rem
       where (r.num_ad, r.num_ni) is distinct from (coalesce(c.ad, 0), coalesce(c.ni, 0))`,
    );
    expect(wrong[0].n).toBe(0);
  });
});

describe('busqueda follows the member and their dojo', () => {
  it('is what the trigger would write for every demo member (the load writes it itself)', async () => {
    const wrong = await t.sql(
      `select count(*)::int as n from asociado a join dojo d on d.id_dojo = a.cf_dojo
       where a.busqueda <> federa_busqueda_asociado(a.num_acae, a.nombre, a.apellido, a.mail, d.nombre)`,
    );
    const [{ n }] = await t.sql("select count(*)::int as n from asociado where busqueda = ''");
    expect([wrong[0].n, n]).toEqual([0, 0]);
  });

  it('holds number, names, mail and dojo name, lower-case and unaccented', async () => {
    const id = await plainMember(t, 1, { nombre: 'Íñigo', numAcae: '01A9876' });
    const [dojo] = await t.sql('select nombre from dojo where id_dojo = 1');
    const text = await searchText(id);
    expect(text).toContain('01a9876 inigo sinhistoria plano.');
    expect(text.endsWith(dojo.nombre.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))).toBe(true);
    await t.sql("update asociado set apellido = 'Güemes', busqueda = 'amañado' where id_aso = $1", [id]);
    expect(await searchText(id)).toContain('inigo guemes');
    await t.sql("update dojo set nombre = 'Aikido Ébano' where id_dojo = 1");
    expect((await searchText(id)).endsWith('aikido ebano')).toBe(true);
  });
});
