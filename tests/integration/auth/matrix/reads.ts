import type { Entry } from './matrix-support';
import { freshTemplate } from './writes';

// The reads of the matrix: every query, with its REST twins.

const items = (field: string) => (data: any) => data[field].items;
const res = (body: any) => body.res;

export const READS: Entry[] = [
  {
    name: 'association',
    area: 'associations',
    graphql: {
      query: 'query($id:Int!){ association(id:$id){ id name } }',
      variables: (f) => ({ id: f.associationId }),
    },
    rest: [{ method: 'GET', path: '/asocs/ver', params: (f) => ({ id: f.associationId }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'associationConflicts',
    area: 'associations',
    graphql: {
      query: `query{ associationConflicts(name:"Matriz", series:"99Z"){ nameTakenBy seriesTakenBy } }`,
    },
    rest: [
      { method: 'GET', path: '/asocs/rep_nombre', params: () => ({ nombre: 'Matriz' }) },
      { method: 'GET', path: '/asocs/rep_serie', params: () => ({ serie: '99Z' }) },
    ],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'associationPosition',
    area: 'associations',
    graphql: {
      query: 'query($id:Int!){ associationPosition(id:$id) }',
      variables: (f) => ({ id: f.associationId }),
    },
    rest: [{ method: 'GET', path: '/asocs/posicion', params: (f) => ({ id: f.associationId }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'associations',
    area: 'associations',
    graphql: { query: '{ associations{ items{ id } } }', rows: items('associations') },
    rest: [{ method: 'GET', path: '/asocs', rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'auditLog',
    area: 'oversight',
    graphql: {
      query: '{ auditLog(page:{limit:100}){ items{ id associationId dojoId } } }',
      rows: items('auditLog'),
    },
    rest: [{ method: 'GET', path: '/auditoria', rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'belts',
    area: 'grades',
    graphql: { query: '{ belts{ id } }' },
    rest: [{ method: 'GET', path: '/grados/cinturones' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'calendarFeed',
    area: 'courses',
    graphql: { query: '{ calendarFeed{ url } }' },
    rest: [{ method: 'GET', path: '/cursos/calendario' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'cardCheck',
    area: 'cards',
    graphql: {
      query: 'query($n:String!){ cardCheck(memberNumber:$n, code:"not-the-code"){ fullName } }',
      variables: (f) => ({ n: f.memberNumber }),
    },
    rest: [
      {
        method: 'GET',
        path: '/asociados/carnet',
        params: (f) => ({ numacae: f.memberNumber, valCode: 'not-the-code' }),
      },
    ],
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
  },
  {
    name: 'contactMessages',
    area: 'oversight',
    graphql: { query: '{ contactMessages{ items{ id } } }' },
    rest: [{ method: 'GET', path: '/contacto' }],
    expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'countries',
    area: 'dojos',
    graphql: { query: '{ countries{ id } }' },
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'ok' },
  },
  {
    name: 'course',
    area: 'courses',
    graphql: {
      query: 'query($id:Int!){ course(id:$id){ id associationId } }',
      variables: (f) => ({ id: f.courseId }),
    },
    rest: [{ method: 'GET', path: '/cursos/ver', params: (f) => ({ id: f.courseId }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'courseEnrolment',
    area: 'courses',
    graphql: {
      query:
        'query($id:Int!){ courseEnrolment(courseId:$id, page:{limit:100}){ items{ memberId associationId dojoId } } }',
      variables: (f) => ({ id: f.courseId }),
      rows: items('courseEnrolment'),
    },
    rest: [{ method: 'GET', path: '/cursos/listAlum', params: (f) => ({ curso: f.courseId }), rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
    tenant: 'dojo',
    // Dojo 1 organises the own course: its administrator manages everyone enrolled (part 2 §6).
    seesAll: ['dojo/own'],
  },
  {
    name: 'enrolmentConnection',
    area: 'courses',
    graphql: {
      query:
        'query($id:Int!){ enrolmentConnection(courseId:$id, first:100){ edges{ node{ memberId associationId dojoId } } } }',
      variables: (f) => ({ id: f.courseId }),
      rows: (data) => data.enrolmentConnection.edges,
    },
    rest: [
      {
        method: 'GET',
        path: '/cursos/listAlum',
        params: (f) => ({ curso: f.courseId, tras: '' }),
        rows: res,
      },
    ],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
    tenant: 'dojo',
    seesAll: ['dojo/own'],
  },
  {
    name: 'courseExports',
    area: 'courses',
    rest: [
      'descargar_alumnosExcel',
      'descargar_alumnosExcelComp',
      'descargar_plantilla',
      'descargar_plantilla_Excel',
    ].map((file) => ({
      method: 'POST' as const,
      path: `/cursos/${file}`,
      params: (f) => ({ curso: f.courseId }),
    })),
    expect: { admin: 'ok', asoc: 'no', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'danDocumentation',
    area: 'grades',
    rest: [{ method: 'POST', path: '/grados/descargar_doc_danes' }],
    expect: { admin: 'ok', asoc: 'no', dojo: 'no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'coursePosition',
    area: 'courses',
    graphql: { query: 'query($id:Int!){ coursePosition(id:$id) }', variables: (f) => ({ id: f.courseId }) },
    rest: [{ method: 'GET', path: '/cursos/posicion', params: (f) => ({ id: f.courseId }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'courses',
    area: 'courses',
    graphql: { query: '{ courses(page:{limit:100}){ items{ id associationId } } }', rows: items('courses') },
    rest: [{ method: 'GET', path: '/cursos', params: () => ({ limit: 100 }), rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'defaultReportTemplate',
    area: 'reports',
    graphql: { query: '{ defaultReportTemplate{ id } }', nullIsAnswer: true },
    rest: [{ method: 'GET', path: '/listado/plantillaPorDefecto' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'dojo',
    area: 'dojos',
    graphql: {
      query: 'query($id:Int!){ dojo(id:$id){ id email phone } }',
      variables: (f) => ({ id: f.dojoId }),
    },
    rest: [{ method: 'GET', path: '/dojos/ver', params: (f) => ({ id: f.dojoId }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'dojoNameTakenBy',
    area: 'dojos',
    graphql: {
      query: 'query($a:Int!){ dojoNameTakenBy(associationId:$a, name:"Matriz") }',
      variables: (f) => ({ a: f.associationId }),
      nullIsAnswer: true,
    },
    rest: [
      {
        method: 'GET',
        path: '/dojos/rep_nombre',
        params: (f) => ({ idAsoc: f.associationId, nombre: 'Matriz' }),
      },
    ],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'dojoPosition',
    area: 'dojos',
    graphql: { query: 'query($id:Int!){ dojoPosition(id:$id) }', variables: (f) => ({ id: f.dojoId }) },
    rest: [{ method: 'GET', path: '/dojos/posicion', params: (f) => ({ id: f.dojoId }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'dojos',
    area: 'dojos',
    graphql: {
      query: 'query($a:Int){ dojos(associationId:$a, page:{limit:100}){ items{ id associationId } } }',
      variables: (f) => ({ a: f.associationId }),
      rows: items('dojos'),
    },
    rest: [{ method: 'GET', path: '/dojos', params: (f) => ({ idAsoc: f.associationId }), rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'feeBatch',
    area: 'fees',
    graphql: {
      query: 'query($id:Int!){ feeBatch(id:$id){ id dojoId associationId } }',
      variables: (f) => ({ id: f.feeBatchId }),
    },
    rest: [{ method: 'GET', path: '/cuotas/ver', params: (f) => ({ id: f.feeBatchId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'feeBatchCandidates',
    area: 'fees',
    graphql: {
      query: 'query($d:Int){ feeBatchCandidates(year:2026, dojoId:$d){ memberId } }',
      variables: (f) => ({ d: f.dojoId }),
      rows: (data) => data.feeBatchCandidates,
    },
    rest: [
      {
        method: 'GET',
        path: '/cuotas/listAlum',
        params: (f) => ({ idDojo: f.dojoId, anio: 2026 }),
        rows: res,
      },
    ],
    expect: { admin: 'ok', asoc: 'no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'feeBatchPosition',
    area: 'fees',
    graphql: {
      query: 'query($id:Int!){ feeBatchPosition(id:$id) }',
      variables: (f) => ({ id: f.feeBatchId }),
    },
    rest: [{ method: 'GET', path: '/cuotas/posicion', params: (f) => ({ id: f.feeBatchId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'feeBatches',
    area: 'fees',
    graphql: {
      query: '{ feeBatches(page:{limit:100}){ items{ id dojoId associationId } } }',
      rows: items('feeBatches'),
    },
    rest: [{ method: 'GET', path: '/cuotas', params: () => ({ limit: 100 }), rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'gradeEntries',
    area: 'grades',
    graphql: {
      query: '{ gradeEntries(page:{limit:100}){ items{ id memberId } } }',
      rows: items('gradeEntries'),
    },
    rest: [{ method: 'GET', path: '/grados', params: () => ({ limit: 100 }), rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'gradeEntryPosition',
    area: 'grades',
    graphql: {
      query: 'query($id:Int!){ gradeEntryPosition(id:$id, kind:GRADE) }',
      variables: (f) => ({ id: f.gradeId }),
    },
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'gradeReadiness',
    area: 'grades',
    graphql: {
      query: 'query($id:Int!){ gradeReadiness(memberId:$id){ memberId } }',
      variables: (f) => ({ id: f.memberId }),
    },
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'me',
    area: 'session',
    graphql: { query: '{ me{ id } }' },
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'member',
    area: 'members',
    graphql: {
      query: 'query($id:Int){ member(id:$id){ id dni mail } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'GET', path: '/asociados/ver', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'ok no no', anon: 'no' },
  },
  {
    name: 'memberCardPosition',
    area: 'cards',
    graphql: {
      query: 'query($id:Int!){ memberCardPosition(id:$id) }',
      variables: (f) => ({ id: f.memberId }),
    },
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'memberCards',
    area: 'cards',
    graphql: {
      query: 'query($d:Int){ memberCards(dojoId:$d, page:{limit:100}){ items{ id dojoId mail } } }',
      variables: (f) => ({ d: f.dojoId }),
      rows: items('memberCards'),
    },
    rest: [
      {
        method: 'GET',
        path: '/asociados/asociadosCarnets',
        params: (f) => ({ idDojo: f.dojoId }),
        rows: res,
      },
    ],
    expect: { admin: 'ok', asoc: 'ok ok empty', dojo: 'ok empty empty', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'memberCardsConnection',
    area: 'cards',
    graphql: {
      query:
        'query($d:Int){ memberCardsConnection(dojoId:$d, first:100){ edges{ node{ id dojoId mail } } } }',
      variables: (f) => ({ d: f.dojoId }),
      rows: (data) => data.memberCardsConnection.edges,
    },
    rest: [
      {
        method: 'GET',
        path: '/asociados/asociadosCarnets',
        params: (f) => ({ idDojo: f.dojoId, tras: '' }),
        rows: res,
      },
    ],
    expect: { admin: 'ok', asoc: 'ok ok empty', dojo: 'ok empty empty', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'memberCardsToPrint',
    area: 'cards',
    graphql: {
      query: 'query($d:Int){ memberCardsToPrint(dojoId:$d, first:50){ edges{ node{ id dojoId } } } }',
      variables: (f) => ({ d: f.dojoId }),
      rows: (data) => data.memberCardsToPrint.edges,
    },
    expect: { admin: 'ok', asoc: 'ok ok empty', dojo: 'ok empty empty', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'memberFees',
    area: 'fees',
    graphql: {
      query: 'query($id:Int!){ memberFees(memberId:$id){ year dojoId } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [{ method: 'GET', path: '/cuotas/listCuotas', params: (f) => ({ idAsoc: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'memberGradeRecord',
    area: 'grades',
    graphql: {
      query: 'query($id:Int!){ memberGradeRecord(memberId:$id){ memberId } }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [
      { method: 'GET', path: '/grados/gradoactual', params: (f) => ({ idAsoc: f.memberId }) },
      { method: 'GET', path: '/grados/tituloactual', params: (f) => ({ idAsoc: f.memberId }) },
    ],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'ok no no', anon: 'no' },
  },
  {
    name: 'memberMailTaken',
    area: 'members',
    graphql: { query: '{ memberMailTaken(mail:"matriz@nadie.federa") }', nullIsAnswer: true },
    rest: [{ method: 'GET', path: '/asociados/rep_mail', params: () => ({ mail: 'matriz@nadie.federa' }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'memberNumberTaken',
    area: 'members',
    graphql: { query: '{ memberNumberTaken(memberNumber:"99Z9999") }', nullIsAnswer: true },
    rest: [{ method: 'GET', path: '/asociados/rep_numAcae', params: () => ({ numAcae: '99Z9999' }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'memberPersonalData',
    area: 'members',
    graphql: {
      query: 'query($id:Int!){ memberPersonalData(id:$id) }',
      variables: (f) => ({ id: f.memberId }),
    },
    rest: [
      {
        method: 'GET',
        path: '/asociados/datosPersonales',
        params: (f) => ({ id: f.memberId, formato: 'json' }),
      },
    ],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'memberPosition',
    area: 'members',
    graphql: { query: 'query($id:Int!){ memberPosition(id:$id) }', variables: (f) => ({ id: f.memberId }) },
    rest: [{ method: 'GET', path: '/asociados/posicion', params: (f) => ({ id: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'ok no no', anon: 'no' },
  },
  {
    name: 'members',
    area: 'members',
    graphql: {
      query: 'query($d:Int){ members(dojoId:$d, page:{limit:100}){ items{ id associationId dojoId } } }',
      variables: (f) => ({ d: f.dojoId }),
      rows: items('members'),
    },
    rest: [
      { method: 'GET', path: '/asociados', params: (f) => ({ idDojo: f.dojoId, limit: 100 }), rows: res },
    ],
    expect: {
      admin: 'ok',
      asoc: 'ok ok empty',
      dojo: 'ok empty empty',
      miembro: 'ok empty empty',
      anon: 'no',
    },
    tenant: 'dojo',
  },
  {
    name: 'membersConnection',
    area: 'members',
    graphql: {
      query:
        'query($d:Int){ membersConnection(dojoId:$d, first:50){ edges{ node{ id associationId dojoId } } } }',
      variables: (f) => ({ d: f.dojoId }),
      rows: (data) => data.membersConnection.edges,
    },
    expect: {
      admin: 'ok',
      asoc: 'ok ok empty',
      dojo: 'ok empty empty',
      miembro: 'ok empty empty',
      anon: 'no',
    },
    tenant: 'dojo',
  },
  {
    name: 'myCourses',
    area: 'courses',
    graphql: {
      query: 'query($m:Int){ myCourses(memberId:$m){ id } }',
      variables: (f) => ({ m: f.memberId }),
    },
    rest: [{ method: 'GET', path: '/cursos/listCursos', params: (f) => ({ idAso: f.memberId }) }],
    expect: { admin: 'ok', asoc: 'ok ok no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
  },
  {
    name: 'publicCourses',
    area: 'courses',
    graphql: { query: '{ publicCourses{ items{ id } } }' },
    rest: [{ method: 'GET', path: '/cursos/public' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'ok' },
  },
  {
    name: 'publicDojoPlaces',
    area: 'dojos',
    graphql: { query: '{ publicDojoPlaces{ count } }' },
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'ok' },
  },
  {
    name: 'publicDojos',
    area: 'dojos',
    graphql: { query: '{ publicDojos{ id } }' },
    rest: [{ method: 'GET', path: '/dojos/public' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'ok' },
  },
  {
    name: 'report',
    area: 'reports',
    graphql: {
      query: '{ report(input:{view:"asociados", fields:["numAcae"], limit:100}){ rows } }',
      rows: (data) => data.report.rows,
    },
    rest: [
      {
        method: 'POST',
        path: '/listado/custom',
        params: () => ({ vista: 'asociados', campos: ['numAcae'] }),
      },
    ],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
    tenant: 'dojo',
  },
  {
    name: 'reportFields',
    area: 'reports',
    graphql: { query: '{ reportFields(view:"asociados"){ key } }' },
    rest: [{ method: 'POST', path: '/listado/campos_filtrar', params: () => ({ vista: 'asociados' }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'reportTemplate',
    area: 'reports',
    graphql: {
      query: 'query($id:Int!){ reportTemplate(id:$id){ id } }',
      variables: (f) => ({ id: f.templateId }),
    },
    expect: { admin: 'ok no no', asoc: 'ok no no', dojo: 'ok no no', miembro: 'no', anon: 'no' },
    prepare: freshTemplate,
  },
  {
    name: 'reportTemplates',
    area: 'reports',
    graphql: { query: '{ reportTemplates(view:"asociados"){ id } }' },
    rest: [{ method: 'GET', path: '/listado/listPlantillas', params: () => ({ app: 'asociados' }) }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'reportValues',
    area: 'reports',
    graphql: {
      query: '{ reportValues(view:"asociados", field:"dojo"){ value } }',
      rows: (data) => data.reportValues,
    },
    rest: [
      {
        method: 'POST',
        path: '/listado/distim_custom',
        params: () => ({ vista: 'asociados', agregaciones: ['dojo'] }),
      },
    ],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'reportViews',
    area: 'reports',
    graphql: { query: '{ reportViews{ code } }' },
    rest: [{ method: 'POST', path: '/listado/permisos_vista' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'no', anon: 'no' },
  },
  {
    name: 'titles',
    area: 'grades',
    graphql: { query: '{ titles{ id } }' },
    rest: [{ method: 'GET', path: '/grados/titulos' }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
  {
    name: 'validationInbox',
    area: 'oversight',
    graphql: {
      query: '{ validationInbox(page:{limit:100}){ items{ id kind memberNumber } } }',
      rows: items('validationInbox'),
    },
    rest: [{ method: 'GET', path: '/validaciones', rows: res }],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'empty', anon: 'no' },
  },
  {
    name: 'validationLink',
    area: 'session',
    graphql: { query: '{ validationLink(mail:"matriz@nadie.federa", code:"nada"){ mail } }' },
    expect: { admin: 'bad', asoc: 'bad', dojo: 'bad', miembro: 'bad', anon: 'bad' },
  },
  {
    name: 'warnings',
    area: 'oversight',
    graphql: { query: '{ warnings{ fees courses grades contact } }' },
    rest: [
      { method: 'GET', path: '/cuotas/warnings' },
      { method: 'GET', path: '/cursos/warnings' },
      { method: 'GET', path: '/grados/warnings' },
      { method: 'GET', path: '/contacto/warnings' },
    ],
    expect: { admin: 'ok', asoc: 'ok', dojo: 'ok', miembro: 'ok', anon: 'no' },
  },
];
