import ExcelJS from 'exceljs';
import { signIn } from '../../support/sessions';
import type { TestServer } from '../../support/test-server';
import { makeMember, openWorld } from '../../support/world';

// The world of the export and calendar tests: a course of the demo dojo (1) with two sessions and
// an event, and enrolled members of that dojo, of another dojo of its association and of another
// association, made straight in the database; and an administrator of that other dojo.

export { ROLES, type Role } from '../../support/world';

export type Member = { id: number; numAcae: string; firstName: string; lastName: string };

/** A member of a dojo, numbered in its association's serie; an adult unless born later. */
export async function newMember(
  t: TestServer,
  dojoId: number,
  firstName: string,
  lastName: string,
  birthDate = '1985-05-05',
): Promise<Member> {
  const m = await makeMember(t, dojoId, {
    nombre: firstName,
    apellido: lastName,
    birth: birthDate,
    numberFrom: 7000,
  });
  return { id: m.id, numAcae: m.numAcae!, firstName, lastName };
}

/** A member of `dojoId` who can sign in (the demo password), its dojo's administrator if said. */
export async function account(
  t: TestServer,
  dojoId: number,
  options: { dojoAdmin?: boolean; firstName?: string; lastName?: string } = {},
): Promise<{ member: Member; token: string }> {
  const member = await newMember(
    t,
    dojoId,
    options.firstName ?? 'Cuenta',
    options.lastName ?? `Del dojo ${dojoId}`,
  );
  const [{ mail }] = await t.sql(
    `update asociado set es_admin_dojo = $2, validado = true,
       psw_hash = (select psw_hash from asociado where id_aso = 3)
     where id_aso = $1 returning mail`,
    [member.id, options.dojoAdmin ?? false],
  );
  return { member, token: await signIn(t, mail) };
}

/** An administrator of another dojo than the course's. */
export const dojoAdminOf = (t: TestServer, dojoId: number) => account(t, dojoId, { dojoAdmin: true });

export type Session = { date: string; start: string; end: string; description: string; kind: 'S' | 'E' };

/** A course of a dojo with its sessions; validated by the national administrator unless said. */
export async function newCourse(
  t: TestServer,
  options: {
    dojoId?: number;
    title?: string;
    city?: string;
    validated?: boolean;
    clauses?: boolean;
    sessions: Session[];
  },
): Promise<{ id: number; sessionIds: number[] }> {
  const [course] = await t.sql(
    `insert into curso (titulo, ciudad, obs, act_clau, clau, cf_organiz, cf_val_admi)
     values ($1, $2, 'Detalles, con comas; y punto y coma\nen dos líneas', $3, case when $3 then 'Acepto' end, $4,
             case when $5 then 1 end) returning id_curso`,
    [
      options.title ?? 'Curso de exportación',
      options.city ?? 'Cádiz',
      options.clauses ?? true,
      options.dojoId ?? 1,
      options.validated ?? true,
    ],
  );
  const sessionIds: number[] = [];
  for (const s of options.sessions) {
    const [row] = await t.sql(
      `insert into curso_sesion (cf_curso, fecha, hora_ini, hora_fin, descripcion, tipo)
       values ($1, $2, $3, $4, $5, $6) returning id_ses`,
      [course.id_curso, s.date, s.start, s.end, s.description, s.kind],
    );
    sessionIds.push(row.id_ses);
  }
  return { id: course.id_curso, sessionIds };
}

export type Entry = { sessionId: number; count?: number; attended?: boolean; paid?: boolean };

/** An enrolment with its session and event rows. */
export async function enrol(
  t: TestServer,
  courseId: number,
  memberId: number,
  row: { paid?: boolean; attended?: boolean; clause?: boolean; entries: Entry[] },
): Promise<void> {
  const [e] = await t.sql(
    `insert into inscripcion (cf_curso, cf_asociado, pagado, asistencia, clausula_aceptada)
     values ($1, $2, $3, $4, $5) returning id_inscripcion`,
    [courseId, memberId, row.paid ?? false, row.attended ?? false, row.clause ?? true],
  );
  for (const s of row.entries) {
    await t.sql(
      `insert into inscripcion_sesion (cf_inscripcion, cf_sesion, nasisevento, asistencia, pagado)
       values ($1, $2, $3, $4, $5)`,
      [e.id_inscripcion, s.sessionId, s.count ?? 1, s.attended ?? false, s.paid ?? false],
    );
  }
}

/** A test file's server with a token per demo role, the demo dojo's neighbours and a foreign dojo. */
export async function openCoursesWorld() {
  const { t, tokens, where } = await openWorld();
  return { t, tokens, sameAsocDojo: where.sameAsocDojo, otherAsocDojo: where.otherAsocDojo };
}

/** POST /v1/cursos/{call}?curso=... as the web's downloadFile sends it. */
export function download(t: TestServer, call: string, token: string | null, query: Record<string, string>) {
  return fetch(`${t.url}/v1/cursos/${call}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function readWorkbook(response: Response): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  return book.worksheets[0];
}

/** Every row from `from` on, as its cell values (index 0 is exceljs's empty slot). */
export function rowsFrom(sheet: ExcelJS.Worksheet, from: number): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n >= from) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The name the Content-Disposition header gives (its UTF-8 `filename*`). */
export function fileName(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/.exec(header);
  return match ? decodeURIComponent(match[1]) : null;
}
