import type { TestServer } from '../../../support/test-server';

// The authorisation matrix (issue 16): each operation of both doors, asked by each role about a
// record of each place, with the outcome expected in every cell.

export const ROLES = ['admin', 'asoc', 'dojo', 'miembro', 'anon'] as const;
export type Role = (typeof ROLES)[number];
/** own: association 1 and dojo 1 (the demo accounts'); sibling: another dojo of association 1; foreign: another association. */
export const PLACES = ['own', 'sibling', 'foreign'] as const;
export type Place = (typeof PLACES)[number];
/** The matrix's rows by area: each area is driven by its own test file (matrix/<area>.test.ts). */
export const AREAS = [
  'associations',
  'dojos',
  'session',
  'profile',
  'members',
  'cards',
  'courses',
  'fees',
  'grades',
  'reports',
  'oversight',
  'billing',
  'payments',
  'sepa',
  'statements',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * ok: answered. empty: answered with no row. bad: past the permission check, refused for its
 * content (a missing field, a record with history). no: refused as not allowed, unknown or hidden
 * (FORBIDDEN, UNAUTHENTICATED, NOT_FOUND, or null where the record is hidden).
 */
export type Outcome = 'ok' | 'empty' | 'bad' | 'no' | `error:${string}`;

/** The records each place offers the operations: every id is of that place. */
export type Fixture = {
  associationId: number;
  dojoId: number;
  /** A plain member of the dojo (no administrator flag, not a demo account), with history. */
  memberId: number;
  memberNumber: string;
  courseId: number;
  feeBatchId: number;
  gradeId: number;
  titleEntryId: number;
  templateId: number;
  /** Money records a cell's `prepare` makes for it (payments). */
  chargeId?: number;
  paymentId?: number;
};

export type Fixtures = Record<Place, Fixture>;

/** Which cell a prepared record is for: the place, and the caller's own member id (none when signed out). */
export type CellContext = { place: Place; callerId?: number };

export type GraphqlCall = {
  query: string;
  variables?: (f: Fixture) => Record<string, unknown>;
  /** The answer's rows, for `empty` and for the tenant check. */
  rows?: (data: any) => unknown[] | null | undefined;
  /** null is an answer here ("none", "free"), not a hidden record. */
  nullIsAnswer?: boolean;
};

export type RestCall = {
  method: 'GET' | 'POST';
  path: string;
  /** The query of a GET, the JSON body of a POST. */
  params?: (f: Fixture) => Record<string, unknown>;
  /** A POST's query string, where the contract puts some fields there (templates). */
  query?: (f: Fixture) => Record<string, string | number>;
  rows?: (body: any) => unknown[] | null | undefined;
  /** Where this door answers otherwise than the operation's GraphQL door (a legacy rule), and why. */
  expect?: Record<Role, string>;
};

/**
 * One operation: its GraphQL and REST doors (either may be absent: a download is REST only), and
 * per role the outcomes for own, sibling and foreign records, written as 'ok ok no' (one word
 * when the place does not matter).
 */
export type Entry = {
  name: string;
  /** The test file that drives it: several files share the matrix's cells across jest's workers. */
  area: Area;
  graphql?: GraphqlCall;
  rest?: RestCall[];
  expect: Record<Role, string>;
  /** Rows of an association (or one of its dojos) that only those over it may receive. */
  tenant?: 'association' | 'dojo';
  /** Cells where rows of other places are the point (a course's organiser sees everyone enrolled). */
  seesAll?: readonly `${Role}/${Place}`[];
  /** A record of its own for each cell, for a call that consumes it (an erasure). */
  prepare?: (t: TestServer, f: Fixture, cell: CellContext) => Promise<Partial<Fixture>>;
  /** The call ends or changes the session: each cell signs in afresh. */
  freshSession?: boolean;
};

/** A dojo with what every operation needs: a course, a fee batch, a plain member with history. */
const USABLE_DOJO = `exists (select 1 from curso c where c.cf_organiz = d.id_dojo)
  and exists (select 1 from remesa r where r.cf_dojo = d.id_dojo)
  and exists (select 1 from asociado a join grado g on g.cf_asociado = a.id_aso
              where a.cf_dojo = d.id_dojo and not (a.es_admin or a.es_admin_asoc or a.es_admin_dojo))`;

export async function loadFixtures(t: TestServer): Promise<Fixtures> {
  const [{ sibling }] = await t.sql(
    `select min(d.id_dojo) as sibling from dojo d where d.cf_asoc = 1 and d.id_dojo <> 1 and ${USABLE_DOJO}`,
  );
  const [{ foreign, foreign_asoc }] = await t.sql(
    `select d.id_dojo as foreign, d.cf_asoc as foreign_asoc from dojo d
     where d.cf_asoc <> 1 and ${USABLE_DOJO} order by d.id_dojo limit 1`,
  );
  const place = async (associationId: number, dojoId: number): Promise<Fixture> => {
    // The member has history (a grade), so that deleting them is refused whoever asks.
    const [m] = await t.sql(
      `select a.id_aso, a.num_acae from asociado a
       where a.cf_dojo = $1 and not (a.es_admin or a.es_admin_asoc or a.es_admin_dojo)
         and a.mail not like '%@demo.federa' and exists (select 1 from grado g where g.cf_asociado = a.id_aso)
       order by a.id_aso limit 1`,
      [dojoId],
    );
    const one = async (sql: string) => Number((await t.sql(sql, [dojoId]))[0]?.id ?? 0);
    return {
      associationId,
      dojoId,
      memberId: m.id_aso,
      memberNumber: m.num_acae,
      courseId: await one(`select min(id_curso) as id from curso where cf_organiz = $1`),
      feeBatchId: await one(`select min(id_rem) as id from remesa where cf_dojo = $1`),
      gradeId: await one(
        `select min(g.idgrado) as id from grado g join asociado a on a.id_aso = g.cf_asociado where a.cf_dojo = $1`,
      ),
      titleEntryId: await one(
        `select coalesce(min(x.idasoc_titulo), 0) as id from asociado_titulo x join asociado a on a.id_aso = x.cf_asociado where a.cf_dojo = $1`,
      ),
      templateId: await templateOf(t, m.id_aso),
    };
  };
  return {
    own: await place(1, 1),
    sibling: await place(1, sibling),
    foreign: await place(foreign_asoc, foreign),
  };
}

/** A report template of the member (one is written for them when they have none). */
async function templateOf(t: TestServer, memberId: number): Promise<number> {
  const [found] = await t.sql(`select min(id) as id from plantilla where cf_autor = $1`, [memberId]);
  if (found?.id) return Number(found.id);
  const [made] = await t.sql(
    `insert into plantilla (cf_autor, nombre, descripcion, app, plantilla, defecto)
     select $1, 'Matriz', '', app, plantilla, false from plantilla order by id limit 1 returning id`,
    [memberId],
  );
  return Number(made.id);
}

const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND']);
const CONTENT = new Set(['BAD_USER_INPUT', 'CONFLICT']);

function fromCode(code: unknown): Outcome {
  if (REFUSED.has(String(code))) return 'no';
  if (CONTENT.has(String(code))) return 'bad';
  // Anything else (a crash, throttling) is no answer about permissions: it shows as itself.
  return `error:${String(code)}`;
}

const listed = (rows: unknown[] | null | undefined): Outcome => (rows && rows.length === 0 ? 'empty' : 'ok');

export type Answer = { outcome: Outcome; payload: unknown };

export async function askGraphql(
  t: TestServer,
  call: GraphqlCall,
  f: Fixture,
  token?: string,
): Promise<Answer> {
  const answer = await t.graphql(call.query, call.variables?.(f) ?? {}, { token });
  if (answer.errors?.length)
    return { outcome: fromCode(answer.errors[0].extensions?.code), payload: answer.errors[0].message };
  const [field, value] = Object.entries(answer.data ?? {})[0] ?? [];
  if (value === null && !call.nullIsAnswer) return { outcome: 'no', payload: null };
  // A position of -1: the record is not on the caller's list (outside their view, or missing).
  if (field?.endsWith('Position') && value === -1) return { outcome: 'no', payload: null };
  return { outcome: call.rows ? listed(call.rows(answer.data)) : 'ok', payload: answer.data };
}

export async function askRest(t: TestServer, call: RestCall, f: Fixture, token?: string): Promise<Answer> {
  const params = call.params?.(f) ?? {};
  const inQuery = call.method === 'GET' ? params : (call.query?.(f) ?? {});
  const query = Object.fromEntries(Object.entries(inQuery).map(([k, v]) => [k, String(v)]));
  const response = await fetch(
    `${t.url}/v1${call.path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`,
    {
      method: call.method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(call.method === 'POST' && { 'content-type': 'application/json' }),
      },
      body: call.method === 'POST' ? JSON.stringify(params) : undefined,
    },
  );
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') || response.headers.get('content-disposition')) {
    // A file: what matters is that it was given.
    await response.arrayBuffer();
    if (response.status === 401 || response.status === 403) return { outcome: 'no', payload: null };
    if (!response.ok) return { outcome: `error:${response.status}`, payload: null };
    return { outcome: 'ok', payload: null };
  }
  const body = (await response.json()) as Record<string, any>;
  if (body.estado === undefined) return { outcome: 'ok', payload: body };
  if (body.estado !== 0)
    return { outcome: fromCode(body.res?.codigo), payload: [body.res?.mensaje, body.res?.errores] };
  if (call.path.endsWith('/posicion') && body.res?.pos === -1) return { outcome: 'no', payload: null };
  return { outcome: call.rows ? listed(call.rows(body)) : 'ok', payload: body };
}

export type PlaceOf = { associationId?: number; dojoId?: number };
/** Where each member is, by id and by number: to place rows that name only a member. */
export type MemberPlaces = { byId: Map<number, PlaceOf>; byNumber: Map<string, PlaceOf> };

const MEMBER_NUMBER = /^\d{2}[A-Z]\d{4}$/;
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * Every place an answer names: an object's (associationId, dojoId) or REST (cfAsoc, cfDojo)
 * fields; failing those, its member (memberId, idAso, cfasociado); and any member number in it.
 */
export function placesIn(payload: unknown, members: MemberPlaces): PlaceOf[] {
  const found: PlaceOf[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && MEMBER_NUMBER.test(value)) {
      const place = members.byNumber.get(value);
      if (place) found.push(place);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      const associationId = num(o.associationId ?? o.cfAsoc ?? o.idAsoc);
      const dojoId = num(o.dojoId ?? o.cfDojo ?? o.idDojo);
      const memberId = num(o.memberId ?? o.idAso ?? o.cfasociado);
      if (associationId !== undefined || dojoId !== undefined) found.push({ associationId, dojoId });
      else if (memberId !== undefined && members.byId.has(memberId)) found.push(members.byId.get(memberId)!);
      Object.values(o).forEach(visit);
    }
  };
  visit(payload);
  return found;
}

/** Whether a role may receive rows of this place: the national administrator all. */
export function mayReceive(
  role: Role,
  tenant: 'association' | 'dojo',
  place: { associationId?: number; dojoId?: number },
  dojosOfOwnAssociation: ReadonlySet<number>,
): boolean {
  if (role === 'admin') return true;
  const inAssociation =
    place.associationId !== undefined ? place.associationId === 1 : dojosOfOwnAssociation.has(place.dojoId!);
  if (role === 'asoc' || tenant === 'association') return inAssociation;
  return place.dojoId !== undefined ? place.dojoId === 1 : inAssociation;
}

/** 'ok ok no' for the three places, or one word for all. */
export function expected(spec: string): Record<Place, Outcome> {
  const words = spec.trim().split(/\s+/) as Outcome[];
  const [own, sibling = own, foreign = sibling] = words;
  return { own, sibling: words.length === 1 ? own : sibling, foreign: words.length === 1 ? own : foreign };
}
