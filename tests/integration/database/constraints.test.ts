import { startTestServer, type TestServer } from '../../support/test-server';

let t: TestServer;
let ids: {
  asoc: number;
  otherAsoc: number;
  dojo: number;
  otherDojo: number;
  member: number;
  pais: number;
  provincia: number;
  foreignProvince: number;
};

beforeAll(async () => {
  t = await startTestServer();
  const [row] = await t.sql(`
    select d.cf_asoc as asoc, d.id_dojo as dojo, d.cf_pais as pais, d.cf_provincia as provincia,
      (select id_asoc from asociacion where id_asoc <> d.cf_asoc order by id_asoc limit 1) as "otherAsoc",
      (select id_dojo from dojo where cf_asoc <> d.cf_asoc order by id_dojo limit 1) as "otherDojo",
      (select id_aso from asociado where cf_dojo = d.id_dojo order by id_aso limit 1) as member,
      (select id_provincia from provincia where cf_pais <> d.cf_pais limit 1) as "foreignProvince"
    from dojo d order by d.id_dojo limit 1`);
  ids = row as typeof ids;
});
afterAll(() => t.close());

/** Runs a statement that must be refused by the database, and returns the constraint named. */
async function refused(text: string, params: unknown[] = []): Promise<string> {
  try {
    await t.sql(text, params);
  } catch (error) {
    const e = error as { constraint?: string; code?: string; message: string };
    return e.constraint ?? e.code ?? e.message;
  }
  throw new Error(`the database accepted: ${text}`);
}

const member = (over: Record<string, unknown> = {}) => {
  const m = {
    dni: '12345678Z',
    nombre: 'Ana',
    apellido: 'Ruiz',
    fecha_nacimiento: '1990-05-01',
    cf_dojo: ids.dojo,
    cf_asoc: ids.asoc,
    mail: null,
    num_acae: null,
    ...over,
  };
  return [
    'insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc, mail, num_acae) values ($1,$2,$3,$4,$5,$6,$7,$8)',
    [m.dni, m.nombre, m.apellido, m.fecha_nacimiento, m.cf_dojo, m.cf_asoc, m.mail, m.num_acae],
  ] as const;
};

describe('associations', () => {
  it('refuse a malformed serie, a duplicate serie or name, an empty or too long name', async () => {
    expect(await refused("insert into asociacion (nombre, serie) values ('Nueva', '1AB')")).toBe(
      'asociacion_serie_formato',
    );
    expect(await refused("insert into asociacion (nombre, serie) values ('Nueva', '01a')")).toBe(
      'asociacion_serie_formato',
    );
    const [{ serie, nombre }] = await t.sql('select serie, nombre from asociacion where id_asoc = $1', [
      ids.asoc,
    ]);
    expect(await refused("insert into asociacion (nombre, serie) values ('Nueva', $1)", [serie])).toBe(
      'asociacion_serie_unique',
    );
    expect(await refused("insert into asociacion (nombre, serie) values ($1, '99Z')", [nombre])).toBe(
      'asociacion_nombre_unique',
    );
    expect(await refused("insert into asociacion (nombre, serie) values ('  ', '98Z')")).toBe(
      'asociacion_nombre_no_vacio',
    );
    expect(
      await refused("insert into asociacion (nombre, serie) values ($1, '97Z')", ['x'.repeat(101)]),
    ).toBe('22001');
  });
});

describe('dojos', () => {
  it('refuse a duplicate name within the association, bad URLs and a province of another country', async () => {
    const [{ nombre }] = await t.sql('select nombre from dojo where id_dojo = $1', [ids.dojo]);
    const insert =
      'insert into dojo (nombre, ciudad, cf_asoc, cf_pais, cf_provincia, web) values ($1, $2, $3, $4, $5, $6)';
    expect(await refused(insert, [nombre, 'X', ids.asoc, ids.pais, ids.provincia, null])).toBe(
      'dojo_asoc_nombre_unique',
    );
    expect(
      await refused(insert, ['Nuevo dojo', 'X', ids.asoc, ids.pais, ids.provincia, 'www.sin-esquema.es']),
    ).toBe('dojo_web_url');
    expect(await refused(insert, ['Nuevo dojo', 'X', ids.asoc, ids.pais, ids.foreignProvince, null])).toBe(
      'dojo_provincia_del_pais',
    );
    expect(
      await refused(
        insert,
        ['Nuevo dojo', 'X', ids.asoc, ids.pais, ids.provincia, null].map((v, i) => (i === 1 ? '' : v)),
      ),
    ).toBe('dojo_ciudad_no_vacia');
  });
});

describe('members', () => {
  it('accept a well-formed member', async () => {
    const [text, params] = member({ dni: '00000001R', mail: 'ana.ruiz@example.org' });
    await t.sql(text, [...params]);
  });

  it.each([
    [{ dni: '12345678z' }, 'asociado_dni_mayusculas'],
    [{ num_acae: '1A0001' }, 'asociado_num_acae_formato'],
    [{ fecha_nacimiento: '1899-12-31' }, 'asociado_fecha_nacimiento_rango'],
    [{ mail: 'sin-arroba' }, 'asociado_mail_formato'],
    [{ mail: 'ANA.RUIZ@example.org' }, 'asociado_mail_lower_unique'],
    [{ nombre: ' ' }, 'asociado_nombre_no_vacio'],
  ])('refuse %j', async (over, constraint) => {
    const [text, params] = member(over);
    expect(await refused(text, [...params])).toBe(constraint);
  });

  it('refuse a dojo of another association, even by update', async () => {
    const [text, params] = member({ cf_dojo: ids.otherDojo });
    expect(await refused(text, [...params])).toBe('asociado_asoc_del_dojo');
    expect(
      await refused('update asociado set cf_dojo = $1 where id_aso = $2', [ids.otherDojo, ids.member]),
    ).toBe('asociado_asoc_del_dojo');
  });

  it('refuse a validated account without a password', async () => {
    expect(
      await refused('update asociado set validado = true, psw_hash = null where id_aso = $1', [ids.member]),
    ).toBe('asociado_validado_con_clave');
  });

  it('cannot be deleted while they have history', async () => {
    const [withFee] = await t.sql('select cf_asociado from cuota limit 1');
    expect(await refused('delete from asociado where id_aso = $1', [withFee.cf_asociado])).toMatch(
      /_cf_asociado_foreign$/,
    );
  });
});

describe('fees', () => {
  it('refuse validation out of order, a second fee for the same year, and a year unlike its batch', async () => {
    expect(
      await refused(
        'insert into remesa (cf_dojo, cf_asoc, anio, cf_asoc_val_asoc) values ($1, $2, 2030, $3)',
        [ids.dojo, ids.asoc, ids.member],
      ),
    ).toBe('remesa_validacion_en_orden');
    expect(
      await refused('insert into remesa (cf_dojo, cf_asoc, anio) values ($1, $2, 2030)', [
        ids.dojo,
        ids.otherAsoc,
      ]),
    ).toBe('remesa_asoc_del_dojo');
    const [fee] = await t.sql('select cf_remesa, cf_asociado, anio from cuota limit 1');
    const [batch] = await t.sql(
      'insert into remesa (cf_dojo, cf_asoc, anio) values ($1, $2, 2031) returning id_rem',
      [ids.dojo, ids.asoc],
    );
    expect(
      await refused("insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, $3, 'A')", [
        fee.cf_remesa,
        fee.cf_asociado,
        fee.anio,
      ]),
    ).toBe('cuota_asociado_anio_unique');
    expect(
      await refused("insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, 2030, 'A')", [
        batch.id_rem,
        ids.member,
      ]),
    ).toBe('cuota_anio_de_remesa');
    expect(
      await refused("insert into cuota (cf_remesa, cf_asociado, anio, tipo) values ($1, $2, 2031, 'X')", [
        batch.id_rem,
        ids.member,
      ]),
    ).toBe('cuota_tipo_check');
  });
});

describe('courses', () => {
  it('keep their dates from the sessions and refuse sessions of another course', async () => {
    const [course] = await t.sql(
      "insert into curso (titulo, ciudad, obs, cf_organiz) values ('Curso de prueba', 'Madrid', 'Detalles', $1) returning id_curso",
      [ids.dojo],
    );
    await t.sql(
      "insert into curso_sesion (cf_curso, fecha, descripcion, tipo) values ($1, '2027-03-02', 'Mañana', 'S'), ($1, '2027-03-01', 'Cena', 'E')",
      [course.id_curso],
    );
    const [dates] = await t.sql(
      "select to_char(fecha_ini, 'YYYY-MM-DD') as ini, to_char(fecha_fin, 'YYYY-MM-DD') as fin from curso where id_curso = $1",
      [course.id_curso],
    );
    expect(dates).toEqual({ ini: '2027-03-01', fin: '2027-03-02' });
    expect(
      await refused(
        "insert into curso_sesion (cf_curso, fecha, descripcion, tipo) values ($1, '2027-03-03', $2, 'S')",
        [course.id_curso, 'x'.repeat(81)],
      ),
    ).toBe('22001');
    expect(
      await refused(
        "insert into curso_sesion (cf_curso, fecha, descripcion, tipo) values ($1, '2027-03-03', 'Tarde', 'X')",
        [course.id_curso],
      ),
    ).toBe('curso_sesion_tipo_check');
    const [enrolment] = await t.sql('select id_inscripcion from inscripcion where cf_curso <> $1 limit 1', [
      course.id_curso,
    ]);
    const [session] = await t.sql('select id_ses from curso_sesion where cf_curso = $1 limit 1', [
      course.id_curso,
    ]);
    expect(
      await refused('insert into inscripcion_sesion (cf_inscripcion, cf_sesion) values ($1, $2)', [
        enrolment.id_inscripcion,
        session.id_ses,
      ]),
    ).toBe('inscripcion_sesion_del_curso');
    expect(
      await refused("update curso set act_clau = true, clau = ' ' where id_curso = $1", [course.id_curso]),
    ).toBe('curso_clausulas');
  });
});

describe('grades and templates', () => {
  it('refuse negative hours, a belt held twice and two default templates for one author, a template name twice in a view, a template without author', async () => {
    const [grade] = await t.sql('select cf_asociado, cf_cinturon from grado limit 1');
    expect(
      await refused(
        "insert into grado (cf_asociado, cf_cinturon, fecha, nhoras) values ($1, $2, '2020-01-01', 0)",
        [grade.cf_asociado, grade.cf_cinturon],
      ),
    ).toBe('grado_asociado_cinturon_unique');
    expect(await refused('update grado set nhoras = -1 where cf_asociado = $1', [grade.cf_asociado])).toBe(
      'grado_nhoras',
    );
    const [author] = await t.sql('select id_aso from asociado order by id_aso desc limit 1');
    const add = (name: string, isDefault: boolean, view = 'asociados'): [string, unknown[]] => [
      'insert into plantilla (cf_autor, app, nombre, defecto, plantilla) values ($1, $2, $3, $4, $5)',
      [author.id_aso, view, name, isDefault, '{}'],
    ];
    await t.sql('update plantilla set defecto = false where cf_autor = $1', [author.id_aso]);
    await t.sql(...add('Por defecto A', true));
    expect(await refused(...add('Por defecto B', true, 'clubes'))).toBe('plantilla_un_defecto_por_autor');
    expect(await refused(...add('Por defecto A', false))).toBe('plantilla_autor_app_nombre_unique');
    expect(
      await refused(
        `insert into plantilla (app, nombre, defecto, plantilla) values ('asociados', 'Sin autor', false, '{}')`,
      ),
    ).toBe('23502'); // not null: a template always has an author
  });
});
