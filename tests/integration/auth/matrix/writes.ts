import type { TestServer } from '../../../support/test-server';
import type { CellContext, Entry, Fixture } from './matrix-support';

// The writes of the matrix: every mutation, with its REST twins. Each call is built to be refused
// for its content once past the permission check (an empty name, a record with history), so that
// the matrix can run every cell without changing what the next cell finds; the few that must
// consume a record (an erasure, a deletion) get one of their own per cell.

let serial = 0;
/** A member of the place with no history, made for one cell. */
async function freshMember(t: TestServer, f: Fixture): Promise<Partial<Fixture>> {
  const tag = `${process.pid}${++serial}`;
  const [row] = await t.sql(
    `insert into asociado (dni, nombre, apellido, fecha_nacimiento, cf_dojo, cf_asoc, avatar, validado, token_version, activo)
     values ($1, 'Matriz', $2, '1990-01-01', $3, $4, 'default.jpg', false, 0, true) returning id_aso`,
    [`M${tag}`, `Celda ${tag}`, f.dojoId, f.associationId],
  );
  return { memberId: row.id_aso };
}

/**
 * A report template made for one cell: in the own place, the caller's own (templates are their
 * author's); elsewhere, the place's member's.
 */
export async function freshTemplate(t: TestServer, f: Fixture, cell: CellContext): Promise<Partial<Fixture>> {
  const author = cell.place === 'own' && cell.callerId ? cell.callerId : f.memberId;
  const [row] = await t.sql(
    `insert into plantilla (cf_autor, nombre, descripcion, app, plantilla, defecto)
     select $1, $3, '', app, plantilla, false from plantilla where id = $2 returning id`,
    [author, f.templateId, `Celda ${process.pid}${++serial}`],
  );
  return { templateId: row.id };
}

/** A member of the place with an unvalidated grade and title entry, made for one cell. */
async function freshEntries(t: TestServer, f: Fixture): Promise<Partial<Fixture>> {
  const { memberId } = await freshMember(t, f);
  const [grade] = await t.sql(
    `insert into grado (cf_asociado, cf_cinturon, fecha, nhoras, estado)
     select $1, min(idcinturon), current_date, 0, -1 from cinturon returning idgrado`,
    [memberId],
  );
  const [title] = await t.sql(
    `insert into asociado_titulo (cf_asociado, cf_titulo, fecha, estado)
     select $1, min(idtitulo), current_date, -1 from titulo returning idasoc_titulo`,
    [memberId],
  );
  return { memberId, gradeId: grade.idgrado, titleEntryId: title.idasoc_titulo };
}

const definition = '{ fields:["numAcae"] }';
/** A legacy grade save with a belt that does not exist: refused for its content once allowed. */
const legacyGrades = (path: string, rows: 'cinturones' | 'titulos', expect?: Entry['expect']) => ({
  method: 'POST' as const,
  path,
  expect,
  params: (f: Fixture) => ({
    cfasociado: f.memberId,
    [rows]: [
      rows === 'cinturones'
        ? { idgrado: f.gradeId, idcinturon: 0, fecha: '' }
        : { idasoc_titulo: f.titleEntryId, cftitulo: 0, fecha: '' },
    ],
  }),
});

const REMOVED = { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' };

export const WRITES: Entry[] = [
  {
    name: 'addReportTemplate',
    area: 'reports',
    graphql: {
      query: `mutation{ addReportTemplate(input:{name:"", view:"asociados", definition:${definition}}){ id } }`,
    },
    rest: [
      {
        method: 'POST',
        path: '/listado/addPlantilla',
        params: () => ({ nombre: '', app: 'asociados', plantilla: {} }),
      },
    ],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'no', anon: 'no' },
  },
  {
    name: 'changePassword',
    area: 'profile',
    graphql: {
      query: `mutation{ changePassword(input:{currentPassword:"no-es-esta", password:"Nueva123456", confirmation:"Otra123456"}){ token } }`,
    },
    rest: [
      {
        // The legacy change is by mail and current password, with or without a session: a wrong one, for anyone.
        expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
        method: 'POST',
        path: '/mod',
        params: () => ({ clave: 'no-es-esta', psw: 'Nueva123456' }),
      },
    ],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'no' },
  },
  {
    name: 'createAssociation',
    area: 'associations',
    graphql: { query: `mutation{ createAssociation(input:{name:"", series:""}){ id } }` },
    rest: [{ method: 'POST', path: '/asocs/ins', params: () => ({ nombre: '', serie: '' }) }],
    expect: { admin: 'bad', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'createCourse',
    area: 'courses',
    graphql: {
      query: 'mutation($d:Int){ createCourse(input:{dojoId:$d, title:""}){ id } }',
      variables: (f) => ({ d: f.dojoId }),
    },
    rest: [{ method: 'POST', path: '/cursos/ins', params: (f) => ({ idDojo: f.dojoId, titulo: '' }) }],
    expect: { admin: 'bad', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'createDojo',
    area: 'dojos',
    graphql: {
      query:
        'mutation($a:Int){ createDojo(input:{associationId:$a, name:"", city:"", country:"", province:""}){ id } }',
      variables: (f) => ({ a: f.associationId }),
    },
    rest: [{ method: 'POST', path: '/dojos/ins', params: (f) => ({ idAsoc: f.associationId, nombre: '' }) }],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'createFeeBatch',
    area: 'fees',
    graphql: {
      query: 'mutation($d:Int){ createFeeBatch(input:{dojoId:$d, year:2026, memberIds:[]}){ id } }',
      variables: (f) => ({ d: f.dojoId }),
    },
    rest: [{ method: 'POST', path: '/cuotas/ins', params: (f) => ({ idDojo: f.dojoId, anio: 2026 }) }],
    expect: { admin: 'bad', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'createMember',
    area: 'members',
    graphql: {
      query: 'mutation($a:Int, $d:Int){ createMember(input:{associationId:$a, dojoId:$d}){ id } }',
      variables: (f) => ({ a: f.associationId, d: f.dojoId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/asociados/ins',
        params: (f) => ({ cfAsoc: f.associationId, cfDojo: f.dojoId }),
      },
    ],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'deleteAssociation',
    area: 'associations',
    graphql: {
      query: 'mutation($id:Int!){ deleteAssociation(id:$id){ message } }',
      variables: (f) => ({ id: f.associationId }),
    },
    rest: [{ method: 'POST', path: '/asocs/del', params: (f) => ({ id: f.associationId }) }],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'deleteCourse',
    area: 'courses',
    graphql: {
      query: 'mutation($id:Int!){ deleteCourse(id:$id){ message } }',
      variables: (f) => ({ id: f.courseId }),
    },
    rest: [{ method: 'POST', path: '/cursos/delCurso', params: (f) => ({ idCurso: f.courseId }) }],
    expect: { admin: 'bad', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'deleteDojo',
    area: 'dojos',
    graphql: {
      query: 'mutation($id:Int!){ deleteDojo(id:$id){ message } }',
      variables: (f) => ({ id: f.dojoId }),
    },
    rest: [{ method: 'POST', path: '/dojos/del', params: (f) => ({ id: f.dojoId }) }],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'deleteFeeBatch',
    area: 'fees',
    graphql: {
      query: 'mutation($id:Int!){ deleteFeeBatch(id:$id){ message } }',
      variables: (f) => ({ id: f.feeBatchId }),
    },
    rest: [{ method: 'POST', path: '/cuotas/del', params: (f) => ({ id: f.feeBatchId }) }],
    expect: { admin: 'bad', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'deleteGradeEntry',
    area: 'grades',
    graphql: {
      query: 'mutation($id:Int!){ deleteGradeEntry(id:$id, kind:GRADE){ message } }',
      variables: (f) => ({ id: f.gradeId }),
    },
    rest: [
      { method: 'POST', path: '/grados/delUnGrado', params: (f) => ({ idGrado: f.gradeId }) },
      {
        // Titles rank above kyu grades: the national administrator validates them (part 2 §6).
        expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
        method: 'POST',
        path: '/grados/delUnTitulo',
        params: (f) => ({ idTitulo: f.titleEntryId }),
      },
    ],
    expect: { admin: 'ok', asoc: 'no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshEntries,
  },
  {
    name: 'deleteMember',
    area: 'members',
    graphql: {
      query: 'mutation($id:Int!){ deleteMember(id:$id){ message } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'POST', path: '/asociados/del', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'deleteReportTemplate',
    area: 'reports',
    graphql: {
      query: 'mutation($id:Int!){ deleteReportTemplate(id:$id) }',
      variables: (f) => ({ id: f.templateId }),
    },
    rest: [{ method: 'POST', path: '/listado/delPlantilla', params: (f) => ({ id: f.templateId }) }],
    expect: { admin: 'ok no no', asoc: 'ok no no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshTemplate,
  },
  {
    name: 'eraseMemberPersonalData',
    area: 'members',
    graphql: {
      query: 'mutation($id:Int!){ eraseMemberPersonalData(id:$id){ message } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'POST', path: '/asociados/borrarDatos', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
    prepare: freshMember,
  },
  {
    name: 'importMembers',
    area: 'members',
    graphql: {
      query: `mutation($d:Int!){ importMembers(dryRun:true, input:{dojoId:$d, format:"csv", content:"ZG5pLG5vbWJyZQo="}){ rows } }`,
      variables: (f) => ({ d: f.dojoId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/asociados/importar',
        params: (f) => ({ idDojo: f.dojoId, formato: 'csv', datos: 'ZG5pLG5vbWJyZQo=', simular: true }),
      },
    ],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'markContactMessage',
    area: 'oversight',
    graphql: { query: 'mutation{ markContactMessage(id:1, read:false){ id } }' },
    rest: [{ method: 'POST', path: '/contacto/leido', params: () => ({ id: 1, leido: false }) }],
    expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'renewCalendarFeed',
    area: 'courses',
    graphql: { query: 'mutation{ renewCalendarFeed{ url } }' },
    rest: [{ method: 'POST', path: '/cursos/calendario/renovar' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'renewCardCode',
    area: 'cards',
    graphql: {
      query: 'mutation($id:Int!){ renewCardCode(memberId:$id){ id } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'POST', path: '/asociados/renovarCarnet', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'resetMemberPassword',
    area: 'members',
    graphql: {
      query: 'mutation($id:Int!){ resetMemberPassword(memberId:$id){ message } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'POST', path: '/asociados/resetPSW', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshMember,
  },
  {
    name: 'saveEnrolmentChanges',
    area: 'courses',
    graphql: {
      query:
        'mutation($c:Int!, $m:Int!){ saveEnrolmentChanges(courseId:$c, changes:[{memberId:$m, enrolled:false}]){ total } }',
      variables: (f) => ({ c: f.courseId, m: f.memberId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/cursos/subirCambios',
        params: (f) => ({
          idCurso: f.courseId,
          cambios: [{ idAso: f.memberId, inscrito: false }],
        }),
      },
    ],
    expect: { admin: 'ok', asoc: 'ok ok bad', dojo: 'ok no bad', miembro: 'no no bad', anon: 'no' },
    // A member of the place who is in no course: unenrolling them changes nothing.
    prepare: freshMember,
  },
  {
    name: 'saveMemberGrades',
    area: 'grades',
    graphql: {
      query:
        'mutation($id:Int!){ saveMemberGrades(memberId:$id, input:{belts:[{beltId:0}], titles:[]}){ memberId } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [
      legacyGrades('/grados/ins', 'cinturones'),
      legacyGrades('/grados/mod', 'cinturones'),
      // Removing the cell's own pending entry succeeds wherever the record may be managed.
      legacyGrades('/grados/delGrado', 'cinturones', REMOVED),
      legacyGrades('/grados/tituloins', 'titulos'),
      legacyGrades('/grados/titulomod', 'titulos'),
      legacyGrades('/grados/titulodel', 'titulos', REMOVED),
    ],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
    prepare: freshEntries,
  },
  {
    name: 'sendContactMessage',
    area: 'oversight',
    graphql: { query: 'mutation{ sendContactMessage(input:{name:"", email:"", message:""}) }' },
    rest: [{ method: 'POST', path: '/contacto', params: () => ({ nombre: '', email: '', mensaje: '' }) }],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
  },
  {
    name: 'setFirstPassword',
    area: 'session',
    graphql: {
      query:
        'mutation{ setFirstPassword(input:{mail:"matriz@nadie.federa", code:"nada", password:"", confirmation:""}){ message } }',
    },
    rest: [
      {
        method: 'POST',
        path: '/valida',
        params: () => ({ mail: 'matriz@nadie.federa', valCode: 'nada', psw: '' }),
      },
    ],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
  },
  {
    name: 'setPermission',
    area: 'profile',
    graphql: { query: 'mutation{ setPermission(role:DOJO_ADMIN, enabled:true){ token } }' },
    rest: [{ method: 'GET', path: '/modPermisos', params: () => ({ tipo: 'dojo', permiso: true }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
    freshSession: true,
  },
  {
    name: 'signIn',
    area: 'session',
    graphql: { query: 'mutation{ signIn(mail:"matriz@nadie.federa", password:"nada"){ token } }' },
    rest: [
      {
        // The legacy sign-in reads mail and password from headers (part 1 §7): none arrive, for anyone.
        expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
        method: 'POST',
        path: '/login',
        params: () => ({ mail: 'matriz@nadie.federa', psw: 'nada' }),
      },
    ],
    expect: { admin: 'no', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'signOut',
    area: 'session',
    graphql: { query: 'mutation{ signOut{ message } }' },
    rest: [{ method: 'POST', path: '/logout' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
    freshSession: true,
  },
  {
    name: 'switchProfile',
    area: 'profile',
    graphql: {
      query: 'mutation($d:Int!){ switchProfile(input:{kind:DOJO, id:$d}){ token } }',
      variables: (f) => ({ d: f.dojoId }),
    },
    rest: [{ method: 'POST', path: '/modPerfil', params: (f) => ({ tipo: 'dojo', id: f.dojoId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'no', miembro: 'no', anon: 'no' },
    freshSession: true,
  },
  {
    name: 'toggleCourseValidation',
    area: 'courses',
    graphql: {
      query: 'mutation($id:Int!){ toggleCourseValidation(id:$id){ id } }',
      variables: (f) => ({ id: f.courseId }),
    },
    rest: [{ method: 'POST', path: '/cursos/cursoToggleVal', params: (f) => ({ idCurso: f.courseId }) }],
    expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'toggleGradeValidation',
    area: 'grades',
    graphql: {
      query: 'mutation($id:Int!){ toggleGradeValidation(id:$id, kind:GRADE) }',
      variables: (f) => ({ id: f.gradeId }),
    },
    rest: [
      { method: 'POST', path: '/grados/validarGrado', params: (f) => ({ idGrado: f.gradeId }) },
      {
        // Titles rank above kyu grades: the national administrator validates them (part 2 §6).
        expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
        method: 'POST',
        path: '/grados/validarTitulo',
        params: (f) => ({ idTitulo: f.titleEntryId }),
      },
    ],
    expect: { admin: 'ok', asoc: 'no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshEntries,
  },
  {
    name: 'unvalidateFeeBatches',
    area: 'fees',
    graphql: {
      query: 'mutation($id:Int!){ unvalidateFeeBatches(ids:[$id], level:3){ id } }',
      variables: (f) => ({ id: f.feeBatchId }),
    },
    expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'updateAssociation',
    area: 'associations',
    graphql: {
      query: 'mutation($id:Int!){ updateAssociation(id:$id, input:{name:"", series:""}){ id } }',
      variables: (f) => ({ id: f.associationId }),
    },
    rest: [
      { method: 'POST', path: '/asocs/mod', params: (f) => ({ id: f.associationId, nombre: '', serie: '' }) },
    ],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'updateCourse',
    area: 'courses',
    graphql: {
      query: 'mutation($id:Int!){ updateCourse(id:$id, input:{title:""}){ id } }',
      variables: (f) => ({ id: f.courseId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/cursos/mod',
        params: (f) => ({ id: f.courseId, titulo: '', modificar: ['titulo'] }),
      },
    ],
    expect: { admin: 'bad', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'updateDojo',
    area: 'dojos',
    graphql: {
      query:
        'mutation($id:Int!){ updateDojo(id:$id, input:{name:"", city:"", country:"", province:""}){ id } }',
      variables: (f) => ({ id: f.dojoId }),
    },
    rest: [{ method: 'POST', path: '/dojos/mod', params: (f) => ({ id: f.dojoId, nombre: '' }) }],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'updateFeeBatch',
    area: 'fees',
    graphql: {
      query: 'mutation($id:Int!){ updateFeeBatch(id:$id, input:{memberIds:[-1]}){ id } }',
      variables: (f) => ({ id: f.feeBatchId }),
    },
    rest: [{ method: 'POST', path: '/cuotas/mod', params: (f) => ({ id: f.feeBatchId, selec: [] }) }],
    expect: { admin: 'bad', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'updateMember',
    area: 'members',
    graphql: {
      query: 'mutation($id:Int!){ updateMember(id:$id, input:{}){ token } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'POST', path: '/asociados/mod', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'bad', asoc: 'bad bad no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'updateReportTemplate',
    area: 'reports',
    graphql: {
      // A valid change: only whose template it is decides.
      query: `mutation($id:Int!){ updateReportTemplate(id:$id, input:{name:"Matriz cambiada", view:"asociados", definition:${definition}}){ id } }`,
      variables: (f) => ({ id: f.templateId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/listado/modPlantilla',
        query: (f) => ({ id: f.templateId, nombre: `Matriz ${f.templateId}`, app: 'asociados' }),
        params: () => ({ campos: ['numAcae'] }),
      },
    ],
    expect: { admin: 'ok no no', asoc: 'ok no no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshTemplate,
  },
  {
    name: 'validateFeeBatches',
    area: 'fees',
    graphql: {
      query: 'mutation($id:Int!){ validateFeeBatches(ids:[$id], level:1){ id } }',
      variables: (f) => ({ id: f.feeBatchId }),
    },
    rest: [
      {
        method: 'POST',
        path: '/cuotas/valida',
        params: (f) => ({ selec: [f.feeBatchId], nivel: 1, valida: true }),
      },
    ],
    expect: { admin: 'no', asoc: 'no', dojo: 'bad no no', miembro: 'no', anon: 'no' },
  },
];
