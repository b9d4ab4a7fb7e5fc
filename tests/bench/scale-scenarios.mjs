// The screens issue 29's table names, each with its goal (p50 with one client, or req/s under 8
// clients), as the national administrator sees them unless said. `how` says how a scenario is
// measured: `sample` (one client, the usual), `concurrent` (8 clients for --seconds) or `once`
// (a write that cannot be repeated as is: a bulk validation, then its undo).

const MEMBER_PAGE = `query ScaleMembers($page: ListInput) { members(page: $page) { total items { id memberNumber firstName lastName mail age lastFeeYear dojo { id name } } } }`;
const CARD_PAGE = `query ScaleCards($page: ListInput) { memberCards(page: $page) { total items { id memberNumber firstName lastName dojoName validatedFeeYear } } }`;
const ENROLMENT_PAGE = `query ScaleEnrolment($courseId: Int!, $page: ListInput) { courseEnrolment(courseId: $courseId, page: $page) { total items { memberId number firstName lastName dojoName enrolled } } }`;
const GRADE_POSITION = `query ScaleGradePosition($id: Int!) { gradeEntryPosition(id: $id, kind: GRADE) }`;

/** What the scenarios need of the loaded database, read once. */
export async function fixtures(sql, members) {
  const [{ n: grades }] = await sql('select count(*)::int as n from grado');
  const [{ id: grade }] = await sql('select idgrado as id from grado order by idgrado offset $1 limit 1', [
    Math.floor(grades * 0.35),
  ]);
  const year = new Date().getFullYear();
  return {
    members,
    // The deep page of the issue: 900,000 at a million, the same share of a smaller run.
    deep: Math.floor(members * 0.9),
    grade,
    // Course 1 is the demo dojo's, validated and running, with its enrolled (the generator's).
    course: 1,
    year,
  };
}

/** A grouped report of the builder: one view counted by one groupable field. */
const grouped = (vista, by) => ({ vista, campos: [], agregaciones: [by], orden: 'count DESC' });

/** The scenarios of the table, in its order; `call(callers, fixture)` sends one request. */
export function issueScenarios(fx, bulk) {
  const deep = fx.deep.toLocaleString('en-US');
  const page = (offset) => ({ page: { offset, limit: 15 } });
  const list = [
    ['grades order nombre', 50, (c) => c.national.rest('/grados', { pag: 15, orden: 'nombre' })],
    ['grades search "garcia"', 150, (c) => c.national.rest('/grados', { pag: 15, filtro: 'garcia' })],
    ['grades search "shodan"', 150, (c) => c.national.rest('/grados', { pag: 15, filtro: 'shodan' })],
    ['grades meets the hours', 50, (c) => c.national.rest('/grados', { pag: 15, cumpleHoras: 'true' })],
    ['grade entry position (GraphQL)', 20, (c) => c.national.graphql(GRADE_POSITION, { id: fx.grade })],
    [
      'enrolment apellido "ma"',
      150,
      // acotar=1: the count the web's enrolment modal asks for (boundedTotal), its pager's "más de N".
      (c) =>
        c.national.rest('/cursos/listAlum', {
          curso: fx.course,
          columna: 'apellido',
          filtro: 'ma',
          acotar: 1,
        }),
    ],
    [`members offset ${deep} REST`, 50, (c) => c.national.rest('/asociados', { ini: fx.deep, pag: 15 })],
    [`members offset ${deep} GraphQL`, 50, (c) => c.national.graphql(MEMBER_PAGE, page(fx.deep))],
    [
      `enrolment offset ${deep} REST`,
      50,
      (c) => c.national.rest('/cursos/listAlum', { curso: fx.course, ini: fx.deep, pag: 15 }),
    ],
    [
      `enrolment offset ${deep} GraphQL`,
      50,
      (c) => c.national.graphql(ENROLMENT_PAGE, { courseId: fx.course, ...page(fx.deep) }),
    ],
    [
      `cards offset ${deep} REST`,
      50,
      (c) => c.national.rest('/asociados/asociadosCarnets', { ini: fx.deep, pag: 15 }),
    ],
    [`cards offset ${deep} GraphQL`, 50, (c) => c.national.graphql(CARD_PAGE, page(fx.deep))],
    // acotar=1: the bounded count the web's member list asks for (boundedTotal); legacy clients count every match.
    [
      'members search "garcia"',
      40,
      (c) => c.national.rest('/asociados', { pag: 15, filtro: 'garcia', acotar: 1 }),
    ],
    [
      'fee batches search "aikido 2025"',
      60,
      (c) => c.national.rest('/cuotas', { pag: 15, filtro: 'aikido 2025' }),
    ],
    [
      'cards order dojo',
      50,
      (c) => c.national.rest('/asociados/asociadosCarnets', { pag: 15, orden: 'dojo' }),
    ],
    ['report grades by grade', 300, (c) => c.national.post('/listado/custom', grouped('grados', 'grado'))],
    [
      'report grades by association',
      300,
      (c) => c.national.post('/listado/custom', grouped('grados', 'asociacion')),
    ],
    ['report titles by title', 300, (c) => c.national.post('/listado/custom', grouped('titulos', 'titulo'))],
    ['report fees by year', 300, (c) => c.national.post('/listado/custom', grouped('cuotas', 'anio'))],
    ['report fees by dojo', 300, (c) => c.national.post('/listado/custom', grouped('cuotas', 'dojo'))],
  ].map(([scenario, goal, call]) => ({
    scenario,
    role: 'national',
    goal: { p50_ms: goal },
    how: 'sample',
    call,
  }));

  list.push(
    {
      scenario: 'members page 1, 8 clients, REST',
      role: 'national',
      goal: { req_s: 900 },
      how: 'concurrent',
      call: (c) => c.national.rest('/asociados', { ini: 0, pag: 15, orden: 'numAcae', filtro: '' }),
    },
    {
      scenario: 'members page 1, 8 clients, GraphQL',
      role: 'national',
      goal: { req_s: 600 },
      how: 'concurrent',
      call: (c) => c.national.graphql(MEMBER_PAGE, { page: { offset: 0, limit: 15, orderBy: 'numAcae' } }),
    },
  );
  if (bulk.length) {
    const body = (valida) => ({ selec: bulk, valida, nivel: 3 });
    list.push(
      {
        scenario: `bulk national validation of ${bulk.length} batches`,
        role: 'national',
        goal: { p50_ms: 1000 },
        how: 'once',
        call: (c) => c.national.post('/cuotas/valida', body(true)),
      },
      {
        scenario: `its undo (${bulk.length} batches)`,
        role: 'national',
        goal: { p50_ms: 1000 },
        how: 'once',
        call: (c) => c.national.post('/cuotas/valida', body(false)),
      },
    );
  }
  return list;
}

/** The oldest `count` batches of this year waiting for the national validation. */
export async function waitingBatches(sql, year, count) {
  const rows = await sql(
    `select id_rem as id from remesa where anio = $1 and cf_asoc_val_asoc is not null and cf_asoc_val_admi is null
     order by id_rem limit $2`,
    [year, count],
  );
  return rows.map((r) => r.id);
}
