import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { custom, fingerprint, where, type Role } from './reports-support';

let t: TestServer;
let tokens: Record<Role, string>;
let before: string;
beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
  before = await fingerprint(t);
});
afterAll(() => t.close());

const DROP = 'nombre; drop table asociado; --';
const SLEEP = 'nombre) or pg_sleep(5) is null or (true';

/**
 * Identifiers come only from the catalogue and values are bound: each attempt is refused with
 * the §5 message (or, as a value, simply compared as text), and the database is as it was.
 */
describe('injection attempts are refused and change nothing', () => {
  it.each([
    ['a field name', { campos: [DROP] }],
    ['a field name with quotes', { campos: ['"nombre"'] }],
    ['a field name in a condition', { campos: ['nombre'], filtros: where([SLEEP, '=', 'x']) }],
    ['an operator', { campos: ['nombre'], filtros: where(['edad', '= 1 or 1 =', 1]) }],
    ['an operator that is SQL', { campos: ['nombre'], filtros: where(['edad', 'in', 1]) }],
    ['an aggregate prefix', { campos: ['count(*)); drop table dojo; --.edad'], agregaciones: ['dojo'] }],
    ['an aggregate function outside the four', { campos: ['stddev.edad'], agregaciones: ['dojo'] }],
    ['a grouping', { campos: [], agregaciones: ['d.nombre'] }],
    ['the order', { campos: ['nombre'], orden: 'nombre; delete from asociado' }],
    ['the order by position', { campos: ['nombre'], orden: '1 DESC' }],
    ['the order with a subquery', { campos: ['nombre'], orden: '(select 1) DESC' }],
    ['a connector', { campos: ['nombre'], filtros: { nexo: 'OR 1=1', filtros: [] } }],
    [
      'a third level of groups',
      {
        campos: ['nombre'],
        filtros: { nexo: 'Y', filtros: [{ nexo: 'Y', filtros: [{ nexo: 'Y', filtros: [] }] }] },
      },
    ],
  ])('through %s', async (_, body) => {
    const answer = await custom(t, tokens.admin, { vista: 'asociados', ...body });
    expect(answer.estado).not.toBe(0);
    expect(answer.res.mensaje).toBe('Valor no válido');
  });

  it('through the view', async () => {
    for (const vista of ['asociado a; drop table dojo; --', 'plantilla', 'pg_user', '../asociados']) {
      const answer = await custom(t, tokens.admin, { vista, campos: ['nombre'] });
      expect(answer.res.mensaje).toBe('Valor no válido');
    }
    const fields = await t.rest('POST', '/listado/campos_filtrar', {
      token: tokens.admin,
      query: { vista: 'pg_shadow' },
    });
    expect(fields.body.res.mensaje).toBe('Valor no válido');
  });

  it('through a value: it is compared as text, never run', async () => {
    for (const valor of ["x' or '1'='1", "'; drop table asociado; --", 'Robert"); select pg_sleep(5); --']) {
      const answer = await custom(t, tokens.admin, {
        vista: 'asociados',
        campos: ['nombre'],
        filtros: where(['nombre', '=', valor]),
      });
      expect(answer.res).toMatchObject({ nTot: 0, res: [] });
    }
    // A value of a listed field must be a value of the list.
    const listed = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: where(['dojo', '=', "x' or '1'='1"]),
    });
    expect(listed.res.mensaje).toBe('Valor no válido');
    // A value of another type than the field's is not read as SQL either.
    const object = await custom(t, tokens.admin, {
      vista: 'asociados',
      campos: ['nombre'],
      filtros: where(['nombre', '=', { raw: '1=1' }]),
    });
    expect(object.res.mensaje).toBe('Valor no válido');
  });

  it('bounds: too many conditions, a long value, a long field list', async () => {
    const many = {
      nexo: 'Y',
      filtros: Array.from({ length: 21 }, () => ({
        nexo: 'Y',
        filtros: [{ campo: 'edad', oper: '>', valor: 1 }],
      })),
    };
    expect(
      (await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], filtros: many })).res.mensaje,
    ).toBe('Valor no válido');
    const long = where(['nombre', '=', 'x'.repeat(101)]);
    expect(
      (await custom(t, tokens.admin, { vista: 'asociados', campos: ['nombre'], filtros: long })).res.mensaje,
    ).toBe('Valor no válido');
    const fields = Array.from({ length: 41 }, () => 'nombre');
    expect((await custom(t, tokens.admin, { vista: 'asociados', campos: fields })).res.mensaje).toBe(
      'Valor no válido',
    );
  });

  it('through the GraphQL door the same way', async () => {
    const answer = await t.graphql(
      `query R($input: ReportInput!) { report(input: $input) { total } }`,
      {
        input: {
          view: 'asociados',
          fields: ['nombre'],
          filter: {
            connector: 'Y',
            groups: [
              {
                connector: 'Y',
                conditions: [{ field: 'edad', operator: '>= 0; drop table asociado; --', value: '1' }],
              },
            ],
          },
        },
      },
      { token: tokens.admin },
    );
    expect(answer.errors![0].message).toBe('Valor no válido');
  });

  it('left the database as it was', async () => {
    expect(await fingerprint(t)).toBe(before);
  });
});
