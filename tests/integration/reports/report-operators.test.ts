import { openWorld } from '../../support/world';
import { OPERATORS } from '@federa/schema/validation/reports';
import type { TestServer } from '../../support/test-server';
import { custom, membersWhere, where, type Role } from './reports-support';

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
  // Joined on different days, and a province left empty, so that tiempo and null_distinc split the rows.
  await t.sql(`update asociado set creado = now() - make_interval(days => id_aso % 40) where true`);
  await t.sql(`update asociado set provincia = null where id_aso % 7 = 0`);
});
afterAll(() => t.close());

/** nTot of a members report filtered by one condition, as the national administrator. */
async function total(campo: string, oper: string, valor: unknown): Promise<number> {
  const answer = await custom(t, tokens.admin, {
    vista: 'asociados',
    campos: ['nombre'],
    filtros: where([campo, oper, valor]),
  });
  expect(answer.estado).toBe(0);
  return answer.res.nTot;
}

const SQL_OP: Record<string, string> = {
  '=': '=',
  '!=': 'is distinct from',
  '>=': '>=',
  '<=': '<=',
  '>': '>',
  '<': '<',
};

const AGE = 'extract(year from age(current_date, a.fecha_nacimiento))';
const LAST_GRADE = `(select c.valor from grado g join cinturon c on c.idcinturon = g.cf_cinturon
  where g.cf_asociado = a.id_aso and g.estado >= 0 order by c.valor desc limit 1)`;
const LAST_TITLE = `(select ti.valor from asociado_titulo x join titulo ti on ti.idtitulo = x.cf_titulo
  where x.cf_asociado = a.id_aso and x.estado >= 0 order by ti.valor desc limit 1)`;

describe('every operator on every field type of the members view (part 3 §5, §9)', () => {
  it.each(OPERATORS)('edad %s: age in whole years, whatever the birthday', async (op) => {
    expect(await total('edad', op, '40')).toBe(await membersWhere(t, `${AGE} ${SQL_OP[op]} 40`));
  });

  it.each(OPERATORS)('entero %s: the last fee year', async (op) => {
    expect(await total('ultima_cuota', op, 2025)).toBe(
      await membersWhere(
        t,
        `(select u.anio from cuota_ultima u where u.cf_asociado = a.id_aso) ${SQL_OP[op]} 2025`,
      ),
    );
  });

  it.each(OPERATORS)('tiempo %s: days since joining', async (op) => {
    const expected = await membersWhere(t, `(current_date - a.creado::date) ${SQL_OP[op]} 20`);
    expect(await total('diasAlta', op, '20')).toBe(expected);
  });

  it.each(OPERATORS)("cinturon %s: the last validated belt by the ladder's value", async (op) => {
    const [{ valor }] = await t.sql<{ valor: number }>(
      `select valor from cinturon order by valor offset 3 limit 1`,
    );
    const expected = await membersWhere(
      t,
      `${LAST_GRADE} ${SQL_OP[op] === 'is distinct from' ? 'is distinct from' : SQL_OP[op]} ${valor}`,
    );
    expect(await total('ultimogrado', op, String(valor))).toBe(expected);
  });

  it.each(OPERATORS)('titulo %s: the last validated title by its value', async (op) => {
    const [{ valor }] = await t.sql<{ valor: number }>(
      `select ti.valor from asociado_titulo x join titulo ti on ti.idtitulo = x.cf_titulo where x.estado >= 0 order by ti.valor limit 1`,
    );
    expect(await total('ultimotitulo', op, valor)).toBe(
      await membersWhere(t, `${LAST_TITLE} ${SQL_OP[op]} ${valor}`),
    );
  });

  it.each(OPERATORS)('distinc %s: the dojo by name', async (op) => {
    const [{ nombre }] = await t.sql<{ nombre: string }>(
      `select nombre from dojo order by nombre offset 2 limit 1`,
    );
    expect(await total('dojo', op, nombre)).toBe(
      await membersWhere(t, `d.nombre ${SQL_OP[op]} $1`, [nombre]),
    );
  });

  it.each(OPERATORS)('null_distinc %s: the province', async (op) => {
    const [{ provincia }] = await t.sql<{ provincia: string }>(
      `select provincia from asociado where provincia is not null order by provincia limit 1`,
    );
    expect(await total('provincia', op, provincia)).toBe(
      await membersWhere(t, `a.provincia ${SQL_OP[op]} $1`, [provincia]),
    );
  });

  it("null_distinc: an empty value is 'has no value', and != '' 'has one'", async () => {
    expect(await total('provincia', '=', '')).toBe(await membersWhere(t, 'a.provincia is null'));
    expect(await total('provincia', '!=', '')).toBe(await membersWhere(t, 'a.provincia is not null'));
    const answer = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: where(['provincia', '>', '']),
    });
    expect(answer.res.mensaje).toBe('Valor no válido');
  });

  it('texto = and != ignore case and accents; the others compare alphabetically', async () => {
    await t.sql(
      `update asociado set nombre = 'José' where id_aso in (select id_aso from asociado order by id_aso limit 2)`,
    );
    const joses = await membersWhere(t, `f_unaccent(lower(a.nombre)) = 'jose'`);
    expect(joses).toBeGreaterThanOrEqual(2);
    expect(await total('nombre', '=', 'JOSE')).toBe(joses);
    expect(await total('nombre', '!=', 'jose')).toBe((await membersWhere(t, 'true')) - joses);
    for (const op of ['>=', '<=', '>', '<'])
      expect(await total('apellido', op, 'M')).toBe(await membersWhere(t, `a.apellido ${op} 'M'`));
  });

  it('bool = and != only', async () => {
    const adults = await membersWhere(t, `${AGE} >= 18`);
    expect(await total('adulto', '=', 'true')).toBe(adults);
    expect(await total('adulto', '!=', 'true')).toBe((await membersWhere(t, 'true')) - adults);
    expect(await total('activo', '=', true)).toBe(await membersWhere(t, 'a.activo'));
    for (const op of ['>=', '<=', '>', '<']) {
      const answer = await custom(t, tokens.admin, {
        vista: 'asociados',
        campos: ['nombre'],
        filtros: where(['adulto', op, 'true']),
      });
      expect(answer.res.mensaje).toBe('Valor no válido');
    }
  });

  it('dojos: counts kept per dojo, adults and children counted when asked', async () => {
    const answer = await custom(t, tokens.admin, {
      vista: 'dojos',
      campos: ['dojo', 'nAsociados', 'nAdultos', 'nNinos'],
      filtros: where(['nAsociados', '>=', 1]),
      num: 100,
    });
    const [sql] = await t.sql<{ n: number }>(`select count(distinct cf_dojo)::int as n from asociado`);
    expect(answer.res.nTot).toBe(sql.n);
    for (const row of answer.res.res) expect(row.nAdultos + row.nNinos).toBe(row.nAsociados);
  });
});
