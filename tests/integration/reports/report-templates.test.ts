import { openWorld } from '../../support/world';
import { copyName } from '@federa/schema/validation/reports';
import type { TestServer } from '../../support/test-server';
import { where, type Role } from './reports-support';

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

const DEFINITION = { campos: ['nombre', 'edad'], filtros: where(['edad', '>=', '18']), agregaciones: [] };

async function add(token: string, query: Record<string, string>, body: Record<string, unknown> = DEFINITION) {
  return (
    await t.rest('POST', '/listado/addPlantilla', { token, query: { app: 'asociados', ...query }, body })
  ).body;
}
const list = async (token: string, app = 'asociados') =>
  (await t.rest('GET', '/listado/listPlantillas', { token, query: { app } })).body.res.res;
const byDefault = async (token: string) =>
  (await t.rest('GET', '/listado/plantillaPorDefecto', { token })).body.res.res;

describe('templates (part 3 §2, §5, §7)', () => {
  it("the demo's templates load whole, and the national administrator opens on the members' basic list", async () => {
    for (const app of ['asociados', 'cuotas']) {
      const templates = await list(tokens.admin, app);
      expect(templates.length).toBeGreaterThan(0);
      for (const template of templates)
        expect([template.nombre, template.descartados]).toEqual([template.nombre, []]);
    }
    expect((await byDefault(tokens.admin))[0]).toMatchObject({ nombre: 'Listado básico', app: 'asociados' });
  });

  it('adds, lists, changes and deletes a template, its definition kept as sent', async () => {
    const added = await add(tokens.admin, {
      nombre: 'Adultos',
      descripcion: 'Mayores de edad',
      defecto: 'false',
    });
    expect(added.estado).toBe(0);
    expect(added.res).toMatchObject({
      app: 'asociados',
      nombre: 'Adultos',
      descripcion: 'Mayores de edad',
      defecto: false,
      descartados: [],
    });
    expect(added.res.plantilla).toEqual(DEFINITION);
    expect((await list(tokens.admin)).map((p: { nombre: string }) => p.nombre)).toContain('Adultos');
    const changed = await t.rest('POST', '/listado/modPlantilla', {
      token: tokens.admin,
      query: {
        app: 'asociados',
        id: String(added.res.id),
        nombre: 'Adultos activos',
        descripcion: '',
        defecto: 'true',
      },
      body: { ...DEFINITION, campos: ['nombre'] },
    });
    expect(changed.body.res).toMatchObject({
      nombre: 'Adultos activos',
      descripcion: null,
      defecto: true,
      plantilla: { campos: ['nombre'] },
    });
    const removed = await t.rest('POST', '/listado/delPlantilla', {
      token: tokens.admin,
      query: { app: 'asociados', id: String(added.res.id) },
    });
    expect(removed.body.estado).toBe(0);
    expect(await t.sql('select 1 from plantilla where id = $1', [added.res.id])).toHaveLength(0);
  });

  it("requires a name: 'El nombre es requerido.'", async () => {
    for (const nombre of ['', '   ']) {
      const answer = await add(tokens.admin, { nombre });
      expect(answer.res.mensaje).toBe('El nombre es requerido.');
      expect(answer.res.errores[0].campo).toBe('nombre');
    }
  });

  it('takes names and descriptions of 50 characters, not 51', async () => {
    expect((await add(tokens.admin, { nombre: 'n'.repeat(50), descripcion: 'd'.repeat(50) })).estado).toBe(0);
    expect((await add(tokens.admin, { nombre: 'm'.repeat(51) })).res.errores[0]).toMatchObject({
      campo: 'nombre',
      mensaje: 'El campo no puede superar 50 caracteres.',
    });
    expect(
      (await add(tokens.admin, { nombre: 'Larga', descripcion: 'd'.repeat(51) })).res.errores[0].campo,
    ).toBe('descripcion');
  });

  it("names are unique per view and author: 'Ya existe una plantilla con ese nombre.'", async () => {
    expect((await add(tokens.admin, { nombre: 'Socios' })).estado).toBe(0);
    expect((await add(tokens.admin, { nombre: 'Socios' })).res.mensaje).toBe(
      'Ya existe una plantilla con ese nombre.',
    );
    // Another view may have it, and so may another administrator.
    expect(
      (
        await add(
          tokens.admin,
          { nombre: 'Socios', app: 'dojos' },
          { campos: ['dojo'], filtros: null, agregaciones: [] },
        )
      ).estado,
    ).toBe(0);
    expect((await add(tokens.asoc, { nombre: 'Socios' })).estado).toBe(0);
    // Renaming onto a taken name is refused too.
    const other = await add(tokens.admin, { nombre: 'Otros' });
    const renamed = await t.rest('POST', '/listado/modPlantilla', {
      token: tokens.admin,
      query: { app: 'asociados', id: String(other.res.id), nombre: 'Socios' },
      body: DEFINITION,
    });
    expect(renamed.body.res.mensaje).toBe('Ya existe una plantilla con ese nombre.');
  });

  it('one default per administrator: setting another clears the first, and it is what the screen opens on', async () => {
    const first = await add(tokens.dojo, { nombre: 'Primera', defecto: 'true' });
    expect((await byDefault(tokens.dojo))[0]).toMatchObject({
      id: first.res.id,
      app: 'asociados',
      plantilla: DEFINITION,
    });
    const second = await add(
      tokens.dojo,
      { nombre: 'Segunda', defecto: 'true', app: 'dojos' },
      { campos: ['dojo'], agregaciones: [] },
    );
    expect((await byDefault(tokens.dojo))[0]).toMatchObject({ id: second.res.id, app: 'dojos' });
    const [row] = await t.sql<{ defecto: boolean }>('select defecto from plantilla where id = $1', [
      first.res.id,
    ]);
    expect(row.defecto).toBe(false);
    // Another administrator's default is theirs alone.
    expect(await byDefault(tokens.asoc)).toEqual([]);
  });

  it("another administrator's template is invisible and untouchable", async () => {
    const mine = await add(tokens.admin, { nombre: 'Privada' });
    expect((await list(tokens.asoc)).map((p: { id: number }) => p.id)).not.toContain(mine.res.id);
    const attempts = [
      t.rest('POST', '/listado/modPlantilla', {
        token: tokens.asoc,
        query: { app: 'asociados', id: String(mine.res.id), nombre: 'Mía' },
        body: DEFINITION,
      }),
      t.rest('POST', '/listado/delPlantilla', {
        token: tokens.asoc,
        query: { app: 'asociados', id: String(mine.res.id) },
      }),
    ];
    for (const answer of await Promise.all(attempts))
      expect(answer.body.res).toMatchObject({
        codigo: 'NOT_FOUND',
        mensaje: 'No se ha encontrado la plantilla',
      });
    const graph = await t.graphql(
      'query { reportTemplate(id: ' + mine.res.id + ') { name } }',
      {},
      { token: tokens.asoc },
    );
    expect(graph.errors![0].message).toBe('No se ha encontrado la plantilla');
    expect(await t.sql('select nombre from plantilla where id = $1', [mine.res.id])).toEqual([
      { nombre: 'Privada' },
    ]);
  });

  it('an administrator keeps at most 50 templates a view', async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      `select id_aso as id from asociado where mail = 'dojo@demo.federa'`,
    );
    await t.sql(
      `insert into plantilla (app, nombre, plantilla, cf_autor)
       select 'dojos', 'Lote ' || n, '{"campos": ["dojo"], "agregaciones": []}', $1 from generate_series(1, 50) n`,
      [id],
    );
    const answer = await add(
      tokens.dojo,
      { nombre: 'Una más', app: 'dojos' },
      { campos: ['dojo'], agregaciones: [] },
    );
    expect(answer.res.mensaje).toBe(
      'Has llegado al máximo de 50 plantillas de esta vista: elimina alguna antes de guardar otra.',
    );
    // Another view still has room, and the 50 list in one answer under the query's cost.
    expect((await add(tokens.dojo, { nombre: 'Una más' })).estado).toBe(0);
    const listed = await t.graphql(
      `query { reportTemplates(view: "dojos") { id name description isDefault createdAt dropped
        definition { fields groupBy filter { connector groups { connector conditions { field operator value } } } } } }`,
      {},
      { token: tokens.dojo },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.reportTemplates.length).toBeGreaterThanOrEqual(50);
  });

  it('a plain member may not add one', async () => {
    expect((await add(tokens.miembro, { nombre: 'Mía' })).res.codigo).toBe('FORBIDDEN');
  });

  it('a definition is checked like a report before it is stored', async () => {
    expect(
      (await add(tokens.admin, { nombre: 'Mala' }, { campos: ['nombre; drop table x'] })).res.mensaje,
    ).toBe('Valor no válido');
    expect((await add(tokens.admin, { nombre: 'Vacía' }, { campos: [] })).res.mensaje).toBe('Faltan datos');
    expect(
      (
        await add(
          tokens.admin,
          { nombre: 'Mala edad' },
          { campos: ['nombre'], filtros: where(['edad', '>', 'x']) },
        )
      ).res.mensaje,
    ).toBe('Número no válido');
    expect(
      await t.sql("select 1 from plantilla where nombre in ('Mala', 'Vacía', 'Mala edad')"),
    ).toHaveLength(0);
  });

  it('a stored template whose fields no longer exist loads what is still valid and says what was dropped', async () => {
    const stale = await add(tokens.admin, { nombre: 'Antigua' });
    await t.sql(`update plantilla set plantilla = $1 where id = $2`, [
      JSON.stringify({
        campos: ['nombre', 'cinturonNegro'],
        agregaciones: [],
        filtros: {
          nexo: 'Y',
          filtros: [
            {
              nexo: 'Y',
              filtros: [
                { campo: 'federacionAntigua', oper: '=', valor: 'x' },
                { campo: 'edad', oper: '>=', valor: '18' },
              ],
            },
          ],
        },
      }),
      stale.res.id,
    ]);
    const [loaded] = (await list(tokens.admin)).filter((p: { id: number }) => p.id === stale.res.id);
    expect(loaded.descartados).toEqual(['cinturonNegro', 'federacionAntigua']);
    expect(loaded.plantilla.campos).toEqual(['nombre']);
    expect(loaded.plantilla.filtros.filtros[0].filtros).toEqual([{ campo: 'edad', oper: '>=', valor: '18' }]);
    await t.sql(`update plantilla set plantilla = '"no es un objeto"'::jsonb where id = $1`, [stale.res.id]);
    const broken = (await list(tokens.admin)).find((p: { id: number }) => p.id === stale.res.id);
    expect(broken.descartados).toEqual(['plantilla']);
  });

  it('GraphQL: add, duplicate as <name> - Copia with defecto false, rename, delete', async () => {
    const ADD = `mutation A($input: ReportTemplateInput!) { addReportTemplate(input: $input) { id name isDefault definition { fields groupBy filter { connector groups { connector conditions { field operator value } } } } dropped } }`;
    const input = {
      view: 'asociados',
      name: 'Por dojo',
      isDefault: true,
      definition: {
        fields: ['avg.edad'],
        groupBy: ['dojo'],
        filter: {
          connector: 'Y',
          groups: [{ connector: 'O', conditions: [{ field: 'activo', operator: '=', value: 'true' }] }],
        },
      },
    };
    const original = await t.graphql(ADD, { input }, { token: tokens.asoc });
    expect(original.data!.addReportTemplate).toMatchObject({
      name: 'Por dojo',
      isDefault: true,
      definition: input.definition,
      dropped: [],
    });
    const copy = await t.graphql(
      ADD,
      { input: { ...input, name: copyName('Por dojo'), isDefault: false } },
      { token: tokens.asoc },
    );
    expect(copy.data!.addReportTemplate).toMatchObject({ name: 'Por dojo - Copia', isDefault: false });
    const UPDATE = `mutation U($id: Int!, $input: ReportTemplateInput!) { updateReportTemplate(id: $id, input: $input) { name } }`;
    const renamed = await t.graphql(
      UPDATE,
      { id: copy.data!.addReportTemplate.id, input: { ...input, name: 'Por dojo 2', isDefault: false } },
      { token: tokens.asoc },
    );
    expect(renamed.data!.updateReportTemplate.name).toBe('Por dojo 2');
    const def = await t.graphql('{ defaultReportTemplate { name view } }', {}, { token: tokens.asoc });
    expect(def.data!.defaultReportTemplate).toEqual({ name: 'Por dojo', view: 'asociados' });
    const gone = await t.graphql(
      `mutation { deleteReportTemplate(id: ${copy.data!.addReportTemplate.id}) }`,
      {},
      { token: tokens.asoc },
    );
    expect(gone.data!.deleteReportTemplate).toBe(true);
  });

  it("an administrator's templates go with the administrator", async () => {
    const [{ id }] = await t.sql<{ id: number }>(
      `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc, es_admin_dojo)
       values ('X999T', 'Temporal', 'Admin', '1980-01-01', 1, 1, true) returning id_aso as id`,
    );
    await t.sql(
      `insert into plantilla (app, nombre, plantilla, cf_autor) values ('asociados', 'Suya', '{}', $1)`,
      [id],
    );
    await t.sql('delete from asociado where id_aso = $1', [id]);
    expect(await t.sql('select 1 from plantilla where cf_autor = $1', [id])).toHaveLength(0);
  });
});
