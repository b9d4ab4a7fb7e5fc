// The evening the mixed load plays: who signs in (demo accounts and generated administrators and
// members, each signed in once), and each kind of request with its share. Every kind is sent by
// the users who would send it: reports by administrators of every level, each keeping at most
// REPORTS_PER_CALLER (2) of their own running, as a person waiting for a report does; member
// edits by dojo administrators on their own dojo's members; the lists of every domain (found in
// the built server, as the scale bench finds them) by every role the list answers.
import { discoverLists, wordOf } from '../bench/scale-lists.mjs';

const TIMEOUT_MS = 30_000;
/** A download is long by nature: an export is given longer before it counts as no answer. */
const EXPORT_TIMEOUT_MS = 120_000;
/** What the servers allow one caller at once (config.reports.perCaller's default). */
const REPORTS_PER_USER = 2;

/** One HTTP exchange: the status, and the body as JSON when it is, never throwing on a refusal. */
async function exchange(url, { method = 'GET', headers = {}, body, stream = false } = {}) {
  const signal = AbortSignal.timeout(stream ? EXPORT_TIMEOUT_MS : TIMEOUT_MS);
  const response = await fetch(url, { method, headers, body, signal });
  if (stream && !String(response.headers.get('content-type')).includes('json')) {
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    return { status: response.status, body: { bytes } };
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** '' when the answer is a success; otherwise what went wrong, short enough to group by. */
export function failure({ status, body }) {
  if (status === 200 && (typeof body === 'string' || (!body.errors && (body.estado ?? 0) === 0))) return '';
  const message = body?.errors?.[0]?.message ?? body?.res?.mensaje ?? (typeof body === 'string' ? body : '');
  return `HTTP ${status}${body?.estado ? ` estado ${body.estado}` : ''}: ${String(message).slice(0, 120)}`;
}

const rest = (user, path, query = {}) =>
  exchange(`${user.url()}/v1${path}?${new URLSearchParams(query)}`, { headers: user.auth() });
const post = (user, path, payload, options = {}) =>
  exchange(`${user.url()}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.auth() },
    body: JSON.stringify(payload),
    ...options,
  });
const graphql = (user, query, variables = {}) =>
  exchange(`${user.url()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.bearer() },
    body: JSON.stringify({ query, variables }),
  });

/** The accounts of the evening, read from the loaded database (every validated member signs in). */
export async function accounts(sql) {
  const pick = (where, n) =>
    sql(
      `select id_aso as id, mail, cf_dojo as dojo, cf_asoc as association from asociado
       where validado and mail is not null and psw_hash is not null and ${where} order by id_aso limit ${n}`,
    );
  return {
    national: await pick(`mail = 'admin@demo.federa'`, 1),
    association: await pick('es_admin_asoc', 8),
    dojo: await pick('es_admin_dojo', 24),
    member: await pick('not es_admin and not es_admin_asoc and not es_admin_dojo', 40),
  };
}

const ME = '{ me { id } }';
const MEMBER_FIELDS =
  'firstName lastName mail dni birthDate address city province phone notes dojoId associationId';
const UPDATE_MEMBER =
  'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { member { id } } }';
const ENROL = `mutation ($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {
  saveEnrolmentChanges(courseId: $courseId, changes: $changes) { total } }`;
const grouped = (vista, by) => ({ vista, campos: [], agregaciones: [by], orden: 'count DESC' });
const REPORTS = [
  grouped('asociados', 'dojo'),
  grouped('grados', 'grado'),
  grouped('titulos', 'titulo'),
  grouped('cuotas', 'anio'),
  grouped('remesas', 'anio'),
  { vista: 'asociados', campos: ['avg.edad'], agregaciones: ['asociacion'] },
];

const random = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * The kinds: `{ name, share, send() }`, where send answers an exchange or null (nothing to send:
 * every user who would send it is busy with their own). `users` are signed in (mixed.load.mjs).
 */
export async function kinds({ users, sql, year }) {
  const everyone = [users.national, users.association, users.dojo, users.member].flat();
  const administrators = [...users.national, ...users.association, ...users.dojo];
  const [national] = users.national;
  const list = [
    { name: 'public page', share: 6, send: () => exchange(`${national.url()}/es`) },
    {
      name: 'sign-in',
      share: 3,
      send: () => {
        const user = random(everyone);
        return exchange(`${user.url()}/v1/login`, {
          method: 'POST',
          headers: { mail: user.mail, psw: 'aikido123' },
        });
      },
    },
    { name: 'me', share: 10, send: () => graphql(random(everyone), ME) },
  ];

  // Lists and searches: every list each role may read, in the orders it may ask, found by asking.
  const { lists } = discoverLists();
  const menus = [];
  for (const l of lists) {
    const query = l.query({ course: 1 });
    const groups = l.anonymous
      ? [users.anonymous]
      : [users.national, users.association, users.dojo, users.member];
    const allowed = [];
    let word = l.word;
    for (const group of groups) {
      const answers = await Promise.all(
        l.orders.map((orden) => rest(group[0], l.path, { ...query, pag: 15, orden })),
      );
      const orders = l.orders.filter((_, i) => !failure(answers[i]));
      if (!orders.length) continue;
      allowed.push({ group, orders });
      word ??= wordOf(answers.find((a) => !failure(a)).body.res?.[0]);
    }
    if (allowed.length) menus.push({ ...l, query, allowed, word });
  }
  // As people use a list: mostly its first page in its default order; any order and page sometimes.
  const page = (l, filtro) => {
    const { group, orders } = random(l.allowed);
    const browsing = Math.random() < 0.3;
    return rest(random(group), l.path, {
      ...l.query,
      ini: browsing ? 15 * Math.floor(Math.random() * 4) : 0,
      pag: 15,
      ...(browsing && { orden: random(orders) }),
      filtro,
    });
  };
  for (const l of menus)
    list.push({ name: `list ${l.name}`, share: 38 / menus.length, send: () => page(l, '') });
  const searched = menus.filter((l) => l.word);
  for (const l of searched)
    list.push({ name: `search ${l.name}`, share: 14 / searched.length, send: () => page(l, l.word) });

  // Member edits: each dojo administrator on one member of their dojo, the record read once.
  const edits = [];
  for (const admin of users.dojo) {
    const [target] = await sql(
      `select id_aso as id from asociado where cf_dojo = $1 and not es_admin_dojo and not es_admin_asoc
       and not es_admin order by id_aso limit 1`,
      [admin.dojo],
    );
    if (!target) continue;
    const { body } = await graphql(
      admin,
      `query ($id: Int!) { member(id: $id) { ${MEMBER_FIELDS} } }`,
      target,
    );
    if (body?.data?.member) edits.push({ admin, id: target.id, input: body.data.member });
  }
  let saves = 0;
  list.push({
    name: 'save member',
    share: 8,
    send: () => {
      const edit = edits[saves++ % edits.length];
      const input = { ...edit.input, notes: `Carga de prueba ${saves}` };
      return graphql(edit.admin, UPDATE_MEMBER, { id: edit.id, input });
    },
  });

  // A fee validation: the national administrator validating a batch, or taking it back, in turn.
  const batches = (
    await sql(
      `select id_rem as id from remesa where anio = $1 and cf_asoc_val_asoc is not null and cf_asoc_val_admi is null
       order by id_rem limit 20`,
      [year],
    )
  ).map((r) => ({ id: r.id, validated: false, busy: false }));
  list.push({
    name: 'fee validation',
    share: 2,
    send: async () => {
      const batch = batches.find((b) => !b.busy);
      if (!batch) return null;
      batch.busy = true;
      batches.push(batches.splice(batches.indexOf(batch), 1)[0]);
      let answered = false;
      try {
        const answer = await post(national, '/cuotas/valida', {
          selec: [batch.id],
          valida: !batch.validated,
          nivel: 3,
        });
        answered = !failure(answer);
        if (answered) batch.validated = !batch.validated;
        return answer;
      } finally {
        // After a failure (a timeout may still have validated it), the batch's state is read again.
        if (answered) batch.busy = false;
        else
          sql('select cf_asoc_val_admi is not null as validated from remesa where id_rem = $1', [
            batch.id,
          ]).then(
            ([row]) => Object.assign(batch, { validated: row.validated, busy: false }),
            () => (batch.busy = false),
          );
      }
    },
  });

  // Enrolments: the demo dojo's administrator enrolling and unenrolling their members in course 1.
  const dojoAdmin = users.dojo.find((u) => u.mail === 'dojo@demo.federa') ?? users.dojo[0];
  const enrollable = (
    await sql('select id_aso as id from asociado where cf_dojo = $1 order by id_aso limit 20', [
      dojoAdmin.dojo,
    ])
  ).map((r) => ({ id: r.id, enrolled: null }));
  // Enrolling needs a session: the course's last one, which is never closed before the course ends.
  const [session] = await sql(
    `select id_ses as id from curso_sesion where cf_curso = 1 and tipo = 'S' order by fecha desc, hora_ini desc limit 1`,
  );
  let enrolments = 0;
  list.push({
    name: 'enrolment',
    share: 3,
    send: async () => {
      const member = enrollable[enrolments++ % enrollable.length];
      const enrolled = !(member.enrolled ?? false);
      const change = {
        memberId: member.id,
        enrolled,
        ...(enrolled && session && { entries: [{ sessionId: session.id }] }),
      };
      const answer = await graphql(dojoAdmin, ENROL, { courseId: 1, changes: [change] });
      if (!failure(answer)) member.enrolled = enrolled;
      return answer;
    },
  });

  // Reports: any administrator not already waiting for two of their own.
  list.push({
    name: 'report',
    share: 8,
    send: () => {
      const free = administrators.filter((u) => u.reports < REPORTS_PER_USER);
      if (!free.length) return null;
      const user = random(free);
      return user.holdingReport(() => post(user, '/listado/custom', random(REPORTS)));
    },
  });
  return { kinds: list, menus };
}

/** An export, once a minute: an association administrator downloading their members as a file. */
export function exportOnce(users, turn) {
  const free = users.association.filter((u) => u.reports < REPORTS_PER_USER);
  if (!free.length) return null;
  const user = free[turn % free.length];
  const body = { vista: 'asociados', campos: ['numAcae', 'nombre', 'apellido', 'dojo', 'edad', 'adulto'] };
  return user.holdingReport(() => post(user, '/listado/custom?excel=true', body, { stream: true }));
}
