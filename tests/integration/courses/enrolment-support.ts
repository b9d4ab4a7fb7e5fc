import type { TestServer } from '../../support/test-server';
import { makeDojoAdmin, makeMember, openWorld } from '../../support/world';

export {
  ACCOUNT_ID,
  ROLES,
  TRANSPORTS,
  type Outcome,
  type Places,
  type Role,
  type Transport,
} from '../../support/world';
export * from './enrolment-api';

/**
 * The shared world, with an administrator of another dojo of association 1 who can sign in
 * (`tokens.otherDojo`).
 */
export async function openEnrolmentWorld() {
  const { t, tokens, where } = await openWorld();
  const otherAdmin = await makeDojoAdmin(t, where.sameAsocDojo, { nombre: 'Otradmin' });
  return { t, tokens: { ...tokens, otherDojo: otherAdmin.token }, where, otherAdminId: otherAdmin.id };
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

/** A member of a dojo made straight in the database, with a number no demo member has. */
export async function newMember(
  t: TestServer,
  dojoId: number,
  fields: { nombre?: string; apellido?: string; birth?: string; number?: boolean } = {},
): Promise<{ id: number; numAcae: string | null; label: string }> {
  const apellido = fields.apellido ?? 'Cursillista';
  const m = await makeMember(t, dojoId, {
    nombre: fields.nombre,
    apellido,
    birth: fields.birth,
    number: fields.number === false ? 'none' : undefined,
    numberFrom: 8000,
  });
  const label = [m.numAcae, m.nombre, apellido].filter(Boolean).join(' ');
  return { id: m.id, numAcae: m.numAcae, label };
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
