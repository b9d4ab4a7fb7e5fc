import { signIn } from '../../support/sessions';
import type { TestServer } from '../../support/test-server';
import { ACCOUNT_ID as DEMO_ACCOUNT_ID, openWorld } from '../../support/world';
import type { Sesion } from './course-api';

export { TRANSPORTS, type Outcome, type Transport } from '../../support/world';
export * from './course-api';

/**
 * The demo accounts (ids 1 to 4, association 1 and its dojo 1), and `otro`: the administrator of
 * another dojo of association 1, made for these tests.
 */
export const ROLES = ['admin', 'asoc', 'dojo', 'miembro', 'otro'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_ID: Record<Exclude<Role, 'otro'>, number> = DEMO_ACCOUNT_ID;

/** A day `offset` days from `today` (YYYY-MM-DD, UTC arithmetic on a calendar date). */
export function dayFrom(today: string, offset: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export type World = {
  t: TestServer;
  tokens: Record<Role, string>;
  /** The database's calendar day, which the rules use. */
  today: string;
  /** Dojo 1 and another dojo of association 1 (whose administrator is `otro`). */
  dojo1: number;
  otherDojo: number;
  otroId: number;
};

/** The usual start of a courses test file: its own database and a token per role. */
export async function openCoursesWorld(): Promise<World> {
  const { t, tokens, today } = await openWorld();
  // A demo member of another dojo of association 1 made its administrator, signing in with the demo password.
  const [other] = await t.sql(
    `select a.id_aso, a.mail, a.cf_dojo from asociado a
     where a.cf_asoc = 1 and a.cf_dojo <> 1 and a.mail is not null order by a.id_aso limit 1`,
  );
  await t.sql(
    `update asociado set es_admin_dojo = true, validado = true,
       psw_hash = (select psw_hash from asociado where id_aso = $2) where id_aso = $1`,
    [other.id_aso, DEMO_ACCOUNT_ID.dojo],
  );
  return {
    t,
    tokens: { ...tokens, otro: await signIn(t, other.mail) },
    today,
    dojo1: 1,
    otherDojo: other.cf_dojo,
    otroId: other.id_aso,
  };
}

let counter = 0;
/** A fresh title, so that a test finds its own course by searching for it. */
export const uniqueTitle = (base = 'Curso de prueba') => `${base} ${process.pid}-${++counter}`;

/** A valid course's fields under the REST names, with sessions from `today + 10`. */
export function courseFields(today: string, more: Record<string, unknown> = {}) {
  return {
    titulo: uniqueTitle(),
    ciudad: 'Zaragoza',
    obs: 'Curso con el maestro invitado.',
    actClau: false,
    aSesion: [
      { fecha: dayFrom(today, 10), horaini: '10:00', horafin: '13:00', descripcion: 'Mañana', tipo: 'S' },
      { fecha: dayFrom(today, 11), descripcion: 'Cena', tipo: 'E' },
    ] as Sesion[],
    ...more,
  };
}

/**
 * A course made straight in the database: organised by `dojo`, validated or not, with a session
 * on each of the given days (offsets from today, which may be past).
 */
export async function courseAt(
  w: World,
  options: { dojo?: number; validated?: boolean; days?: number[]; title?: string; image?: string } = {},
): Promise<{ id: number; sessions: number[] }> {
  const [{ id_curso }] = await w.t.sql(
    `insert into curso (titulo, ciudad, obs, cf_organiz, cf_val_admi, imagen)
     values ($1, 'Huesca', 'Detalles', $2, $3, $4) returning id_curso`,
    [
      options.title ?? uniqueTitle(),
      options.dojo ?? w.dojo1,
      options.validated ? 1 : null,
      options.image ?? null,
    ],
  );
  const sessions: number[] = [];
  for (const [i, day] of (options.days ?? [5]).entries()) {
    const [{ id_ses }] = await w.t.sql(
      `insert into curso_sesion (cf_curso, fecha, descripcion, tipo) values ($1, $2, $3, 'S') returning id_ses`,
      [id_curso, dayFrom(w.today, day), `Sesión ${i + 1}`],
    );
    sessions.push(id_ses);
  }
  return { id: id_curso, sessions };
}

/** Enrols a member in a course, with rows for the given sessions. */
export async function enrol(t: TestServer, courseId: number, memberId: number, sessionIds: number[] = []) {
  const [{ id_inscripcion }] = await t.sql(
    'insert into inscripcion (cf_curso, cf_asociado) values ($1, $2) returning id_inscripcion',
    [courseId, memberId],
  );
  for (const s of sessionIds) {
    await t.sql('insert into inscripcion_sesion (cf_inscripcion, cf_sesion) values ($1, $2)', [
      id_inscripcion,
      s,
    ]);
  }
}

/** Everything stored about a course (its row and its sessions), to prove a refused call wrote nothing. */
export async function courseSnapshot(t: TestServer, id: number) {
  const [row] = await t.sql('select * from curso where id_curso = $1', [id]);
  const sessions = await t.sql('select * from curso_sesion where cf_curso = $1 order by id_ses', [id]);
  return { row, sessions };
}

/** The Spanish messages of part 2 §5 and §8 (and the contract), word for word. */
export const ES = {
  titleRequired: 'El título es requerido.',
  cityRequired: 'La ciudad es requerida.',
  detailsRequired: 'Debes poner los detalles del curso .',
  clausesRequired: 'No has escrito las cláusulas que quieres que se acepten.',
  sessionsRequired: 'Debe haber al menos una sesion',
  sessionRequired: 'La fecha y la descripción es obligatoria',
  sessionInPast: 'La fecha de la sesión no puede ser anterior a hoy',
  tooLong80: 'No puede tener más de 80 caracteres.',
  deleted: 'Curso eliminado.',
  deleteFailed: 'El curso no se puede eliminar.',
  saveFailed: 'El curso no se ha podido guardar.',
  alreadyValidated: 'El curso ya está validado: no se puede modificar ni eliminar.',
  hasEnrolments: 'El curso tiene inscripciones: se conserva su historial y no se puede eliminar.',
  denied: 'Permiso denegado',
  notFound: 'No se ha encontrado el registro.',
  fieldsRequired: 'Debes indicar qué campos se modifican.',
};
