import type { Outcome, Transport } from '../../support/outcome';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

export type { Outcome, Transport };
export * from './enrolment-api';
export const TRANSPORTS: Transport[] = ['rest', 'graphql'];

/** The demo accounts (ids 1 to 4), each holding one role, all in association 1 and its dojo 1. */
export const ROLES = ['admin', 'asoc', 'dojo', 'miembro'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_ID: Record<Role, number> = { admin: 1, asoc: 2, dojo: 3, miembro: 4 };

/**
 * Dojo 1 (the demo accounts'), another dojo of association 1 with an administrator who can sign
 * in (`otherDojo`), and a dojo of another association.
 */
export type Places = { dojo1: number; sameAsocDojo: number; otherAsoc: number; otherAsocDojo: number };

/** The usual start of an enrolment test file: its own database, a token per role, the places. */
export async function openEnrolmentWorld() {
  const t = await startTestServer();
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await signIn(t, `${role}@demo.federa`)] as const),
  );
  const tokens = Object.fromEntries(entries) as Record<Role | 'otherDojo', string>;
  const [same] = await t.sql('select id_dojo from dojo where cf_asoc = 1 and id_dojo <> 1 order by id_dojo');
  const [other] = await t.sql('select id_dojo, cf_asoc from dojo where cf_asoc <> 1 order by id_dojo');
  const where: Places = {
    dojo1: 1,
    sameAsocDojo: same.id_dojo,
    otherAsoc: other.cf_asoc,
    otherAsocDojo: other.id_dojo,
  };
  // An administrator of another dojo of the same association, signing in with the demo password.
  const otherAdmin = await newMember(t, where.sameAsocDojo, { nombre: 'Otradmin' });
  await t.sql(
    `update asociado set es_admin_dojo = true, validado = true, codvalidacion = null,
       psw_hash = (select psw_hash from asociado where id_aso = 3) where id_aso = $1`,
    [otherAdmin.id],
  );
  const [{ mail }] = await t.sql('select mail from asociado where id_aso = $1', [otherAdmin.id]);
  tokens.otherDojo = await signIn(t, mail);
  return { t, tokens, where, otherAdminId: otherAdmin.id };
}

/** A new token from modPermisos / modPerfil (a role switched, another place worked as). */
export async function renew(
  t: TestServer,
  token: string,
  path: '/modPermisos' | '/modPerfil',
  query: Record<string, string>,
): Promise<string> {
  const answer = await t.rest('GET', path, { token, query });
  if (answer.body.estado !== 0) throw new Error(`${path} refused: ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

let counter = 0;
/** A member of a dojo made straight in the database, with a number no demo member has. */
export async function newMember(
  t: TestServer,
  dojoId: number,
  fields: { nombre?: string; apellido?: string; birth?: string; number?: boolean } = {},
): Promise<{ id: number; numAcae: string | null; label: string }> {
  counter++;
  const tag = `${process.pid}${counter}`;
  const nombre = fields.nombre ?? `Inscrito${counter}`;
  const apellido = fields.apellido ?? 'Cursillista';
  const [row] = await t.sql(
    `insert into asociado (dni, nombre, apellido, mail, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select $1, $2, $3, $4, case when $7 then s.serie || (8000 + $5::int)::text end, $6, d.id_dojo, d.cf_asoc
       from dojo d join asociacion s on s.id_asoc = d.cf_asoc where d.id_dojo = $8
     returning id_aso, num_acae`,
    [
      `C${tag}`,
      nombre,
      apellido,
      `curso.${tag}@prueba.federa`,
      counter,
      fields.birth ?? '1980-04-05',
      fields.number ?? true,
      dojoId,
    ],
  );
  const label = [row.num_acae, nombre, apellido].filter(Boolean).join(' ');
  return { id: row.id_aso, numAcae: row.num_acae, label };
}

export type CourseSpec = {
  dojo?: number;
  validated?: boolean;
  clauses?: boolean;
  /** Where its sessions fall: running (yesterday to tomorrow), finished or upcoming. */
  when?: 'running' | 'finished' | 'upcoming';
};

/** A course made straight in the database: two sessions (S) and an event (E). */
export async function newCourse(t: TestServer, spec: CourseSpec = {}) {
  const offset = { running: -1, finished: -10, upcoming: 10 }[spec.when ?? 'running'];
  const [{ id_curso: id }] = await t.sql(
    `insert into curso (titulo, ciudad, obs, act_clau, clau, cf_organiz, cf_val_admi)
     values ('Curso de prueba', 'Toledo', 'Detalles', $1, $2, $3, $4) returning id_curso`,
    [
      !!spec.clauses,
      spec.clauses ? 'Acepto las normas.' : null,
      spec.dojo ?? 1,
      spec.validated === false ? null : 1,
    ],
  );
  const session = async (day: number, kind: 'S' | 'E', description: string) => {
    const [row] = await t.sql(
      `insert into curso_sesion (cf_curso, fecha, descripcion, tipo) values ($1, current_date + $2::int, $3, $4)
       returning id_ses`,
      [id, offset + day, description, kind],
    );
    return row.id_ses as number;
  };
  const s1 = await session(0, 'S', 'Mañana');
  const s2 = await session(2, 'S', 'Tarde');
  const event = await session(1, 'E', 'Cena');
  return { id: id as number, s1, s2, event };
}

/** What the database holds of a course's enrolments, to read back what a call wrote or did not. */
export async function enrolmentSnapshot(t: TestServer, courseId: number) {
  return t.sql(
    `select i.cf_asociado, i.pagado, i.asistencia, i.clausula_aceptada,
            coalesce(json_agg(json_build_object('s', e.cf_sesion, 'n', e.nasisevento, 'a', e.asistencia,
              'p', e.pagado) order by e.cf_sesion) filter (where e.cf_sesion is not null), '[]') as entries
     from inscripcion i left join inscripcion_sesion e on e.cf_inscripcion = i.id_inscripcion
     where i.cf_curso = $1 group by i.id_inscripcion order by i.cf_asociado`,
    [courseId],
  );
}

/** A member's enrolment as stored (undefined when not enrolled). */
export async function storedEnrolment(t: TestServer, courseId: number, memberId: number) {
  return (await enrolmentSnapshot(t, courseId)).find((r) => r.cf_asociado === memberId);
}

/** The Spanish messages of the contract, word for word. */
export const ES = {
  changesSaved: 'Cambios guardados.',
  changesFailed: 'Los cambios no se han podido guardar.',
  notFound: 'No se ha encontrado el registro.',
};
