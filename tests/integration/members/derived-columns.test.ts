import type { TestServer } from '../../support/test-server';
import { plainMember, startMembersServer } from './members-support';

// ultima_cuota and busqueda are kept by triggers, whichever door or script writes: checked here
// straight in SQL, as a fee batch or a rename from any module would write them.

let t: TestServer;
beforeAll(async () => {
  t = await startMembersServer();
});
afterAll(() => t.close());

const lastFee = async (id: number) =>
  (await t.sql('select ultima_cuota from asociado where id_aso = $1', [id]))[0].ultima_cuota;
const searchText = async (id: number) =>
  (await t.sql('select busqueda from asociado where id_aso = $1', [id]))[0].busqueda;

async function batch(year: number): Promise<number> {
  const [{ id_rem }] = await t.sql(
    'insert into remesa (cf_dojo, cf_asoc, anio) select id_dojo, cf_asoc, $1 from dojo where id_dojo = 1 returning id_rem',
    [year],
  );
  return id_rem;
}

describe('ultima_cuota follows the fees', () => {
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

  it('is correct for every demo member', async () => {
    const wrong = await t.sql(
      `select count(*)::int as n from asociado a
       where a.ultima_cuota is distinct from (select max(anio) from cuota c where c.cf_asociado = a.id_aso)`,
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
