import {
  ACCOUNT_ID,
  enrolmentApi,
  newCourse,
  newMember,
  openEnrolmentWorld,
  renew,
  storedEnrolment,
  TRANSPORTS,
  type Places,
} from './enrolment-support';
import type { TestServer } from '../../support/test-server';

// The rules of each row (part 2 §4, §6; contract "Enrolment"), each refused with its message
// naming the member, over both doors.

let t: TestServer;
let tokens: Record<string, string>;
let where: Places;
const PABLO = '01A0004 Pablo Santos Lería';

beforeAll(async () => {
  ({ t, tokens, where } = await openEnrolmentWorld());
  // The national administrator with the dojo role switched on, working as their own dojo (1).
  tokens.adminAsDojo = await renew(t, tokens.admin, '/modPermisos', { tipo: 'dojo', permiso: 'true' });
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('enrolment rules (%s)', (transport) => {
  const as = (role: string) => enrolmentApi(t, transport, tokens[role]);
  const me = ACCOUNT_ID.miembro;

  describe('clauses', () => {
    it('an enrolment in a course with clauses needs them accepted, and keeps them', async () => {
      const course = await newCourse(t, { clauses: true });
      const row = { idAso: me, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
      const refused = await as('miembro').save(course.id, [row]);
      expect(refused).toMatchObject({
        ok: false,
        code: 'BAD_USER_INPUT',
        message: `El asociado ${PABLO} debe aceptar las cláusulas del curso.`,
      });
      expect(await storedEnrolment(t, course.id, me)).toBeUndefined();
      expect((await as('miembro').save(course.id, [{ ...row, clausulaAceptada: true }])).ok).toBe(true);
      expect(await storedEnrolment(t, course.id, me)).toMatchObject({ clausula_aceptada: true });
      // Unticking them while enrolled is refused too: enrolled means accepted.
      const untick = await as('miembro').save(course.id, [{ ...row, clausulaAceptada: false }]);
      expect(untick.ok).toBe(false);
      expect(await storedEnrolment(t, course.id, me)).toMatchObject({ clausula_aceptada: true });
    });

    it('a course without clauses does not ask for them', async () => {
      const course = await newCourse(t);
      const row = { idAso: me, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
      expect((await as('miembro').save(course.id, [row])).ok).toBe(true);
    });
  });

  describe('pay and attendance', () => {
    const paying = (course: { s1: number }, idAso: number) => ({
      idAso,
      inscrito: true,
      pagado: true,
      sesiones: [{ idsesion: course.s1, asistencia: true, pagado: true }],
    });

    it("the organising dojo's administrator marks them, on the row and on each entry", async () => {
      const course = await newCourse(t);
      expect((await as('dojo').save(course.id, [paying(course, me)])).ok).toBe(true);
      expect(await storedEnrolment(t, course.id, me)).toMatchObject({
        pagado: true,
        asistencia: false,
        entries: [{ s: course.s1, a: true, p: true }],
      });
      const attended = { idAso: me, inscrito: true, asistencia: true };
      expect((await as('dojo').save(course.id, [attended])).ok).toBe(true);
      expect(await storedEnrolment(t, course.id, me)).toMatchObject({ pagado: true, asistencia: true });
    });

    it("another dojo's administrator does not, even for their own member", async () => {
      const course = await newCourse(t);
      const theirs = await newMember(t, where.sameAsocDojo);
      const answer = await as('otherDojo').save(course.id, [paying(course, theirs.id)]);
      expect(answer).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: `Solo el administrador del dojo organizador marca el pago y la asistencia (${theirs.label}).`,
      });
      expect(await storedEnrolment(t, course.id, theirs.id)).toBeUndefined();
      // Enrolling without marks is theirs to do.
      const plain = { idAso: theirs.id, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
      expect((await as('otherDojo').save(course.id, [plain])).ok).toBe(true);
      const entry = { ...plain, sesiones: [{ idsesion: course.s1, asistencia: true }] };
      expect((await as('otherDojo').save(course.id, [entry])).code).toBe('FORBIDDEN');
      expect(await storedEnrolment(t, course.id, theirs.id)).toMatchObject({ entries: [{ a: false }] });
    });

    it("the national administrator only while working as the organising dojo's administrator", async () => {
      const course = await newCourse(t);
      expect((await as('admin').save(course.id, [paying(course, me)])).code).toBe('FORBIDDEN');
      expect(await storedEnrolment(t, course.id, me)).toBeUndefined();
      expect((await as('adminAsDojo').save(course.id, [paying(course, me)])).ok).toBe(true);
      const elsewhere = await newCourse(t, { dojo: where.sameAsocDojo });
      expect((await as('adminAsDojo').save(elsewhere.id, [paying(elsewhere, me)])).code).toBe('FORBIDDEN');
    });

    it('a member does not mark their own payment', async () => {
      const course = await newCourse(t);
      expect((await as('miembro').save(course.id, [paying(course, me)])).code).toBe('FORBIDDEN');
    });

    it('a row without a session or an event cannot be paid, nor enrolled', async () => {
      const course = await newCourse(t);
      const bare = await as('dojo').save(course.id, [
        { idAso: me, inscrito: true, pagado: true, sesiones: [] },
      ]);
      expect(bare.message).toBe(
        `El asociado ${PABLO} no tiene ninguna sesión ni evento: no se puede marcar el pago ni la asistencia.`,
      );
      const gone = await as('dojo').save(course.id, [
        { idAso: me, inscrito: true, sesiones: [{ idsesion: course.event, nasisevento: 0 }] },
      ]);
      expect(gone.message).toBe(`El asociado ${PABLO} debe apuntarse al menos a una sesión o evento.`);
      const notEnrolled = await as('dojo').save(course.id, [
        { idAso: me, inscrito: false, asistencia: true },
      ]);
      expect(notEnrolled.ok).toBe(false);
      expect(await storedEnrolment(t, course.id, me)).toBeUndefined();
    });

    it('a paid or attended enrolment, or entry, is taken away only by the organiser', async () => {
      const course = await newCourse(t);
      const two = [{ idsesion: course.s1, pagado: true }, { idsesion: course.s2 }];
      expect((await as('dojo').save(course.id, [{ idAso: me, inscrito: true, sesiones: two }])).ok).toBe(
        true,
      );
      const leave = await as('miembro').save(course.id, [{ idAso: me, inscrito: false }]);
      expect(leave).toMatchObject({
        code: 'FORBIDDEN',
        message: `El asociado ${PABLO} ya ha pagado o asistido: solo el administrador del dojo organizador puede darle de baja.`,
      });
      const dropPaid = await as('miembro').save(course.id, [
        { idAso: me, inscrito: true, sesiones: [{ idsesion: course.s2 }] },
      ]);
      expect(dropPaid.code).toBe('FORBIDDEN');
      // The unpaid one is theirs to drop.
      const dropUnpaid = [{ idAso: me, inscrito: true, sesiones: [{ idsesion: course.s1 }] }];
      expect((await as('miembro').save(course.id, dropUnpaid)).ok).toBe(true);
      expect((await storedEnrolment(t, course.id, me))!.entries).toEqual([
        { s: course.s1, n: 1, a: false, p: true },
      ]);
      expect((await as('dojo').save(course.id, [{ idAso: me, inscrito: false }])).ok).toBe(true);
      expect(await storedEnrolment(t, course.id, me)).toBeUndefined();
      expect(await t.sql('select 1 from inscripcion_sesion where cf_sesion = $1', [course.s1])).toEqual([]);
    });
  });

  describe('event counts', () => {
    it('an event counts 1 to 50 people, 0 takes the entry away; a session always counts one', async () => {
      const course = await newCourse(t);
      const save = (nasisevento: number, session = course.event) =>
        as('miembro').save(course.id, [
          {
            idAso: me,
            inscrito: true,
            sesiones: [{ idsesion: course.s1 }, { idsesion: session, nasisevento }],
          },
        ]);
      expect((await save(50)).ok).toBe(true);
      expect((await storedEnrolment(t, course.id, me))!.entries).toContainEqual(
        expect.objectContaining({ s: course.event, n: 50 }),
      );
      for (const count of [51, -1]) {
        const refused = await save(count);
        expect(refused).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: `El número de asistentes de ${PABLO} a un evento debe estar entre 1 y 50.`,
        });
      }
      expect((await save(0)).ok).toBe(true);
      expect((await storedEnrolment(t, course.id, me))!.entries).toEqual([
        { s: course.s1, n: 1, a: false, p: false },
      ]);
      expect((await save(7, course.s2)).ok).toBe(true);
      expect((await storedEnrolment(t, course.id, me))!.entries).toContainEqual(
        expect.objectContaining({ s: course.s2, n: 1 }),
      );
    });

    it('a session of another course is refused, named', async () => {
      const course = await newCourse(t);
      const other = await newCourse(t);
      const answer = await as('miembro').save(course.id, [
        { idAso: me, inscrito: true, sesiones: [{ idsesion: other.s1 }] },
      ]);
      expect(answer.message).toBe(`La sesión ${other.s1} no es de este curso (${PABLO}).`);
    });
  });

  describe('the course', () => {
    const row = (course: { s1: number }) => ({
      idAso: me,
      inscrito: true,
      sesiones: [{ idsesion: course.s1 }],
    });

    it('a finished course is read-only, except for its managers', async () => {
      const course = await newCourse(t, { when: 'finished' });
      const refused = await as('miembro').save(course.id, [row(course)]);
      expect(refused).toMatchObject({
        code: 'CONFLICT',
        message: 'El curso ha terminado: solo el organizador puede cambiar las inscripciones.',
      });
      expect((await as('otherDojo').save(course.id, [row(course)])).code).toBe('CONFLICT');
      const listed = await as('miembro').table(course.id);
      expect(listed.value!.res[0]).toMatchObject({ idAso: me, editable: false });
      expect((await as('dojo').save(course.id, [row(course)])).ok).toBe(true);
      expect((await as('admin').save(course.id, [{ ...row(course), inscrito: false }])).ok).toBe(true);
    });

    it('an unvalidated course takes no enrolment; to others it does not exist', async () => {
      const course = await newCourse(t, { validated: false });
      const refused = await as('dojo').save(course.id, [row(course)]);
      expect(refused).toMatchObject({
        code: 'CONFLICT',
        message: 'El curso no está validado: aún no admite inscripciones.',
      });
      expect((await as('miembro').save(course.id, [row(course)])).code).toBe('NOT_FOUND');
      expect((await as('miembro').table(course.id)).code).toBe('NOT_FOUND');
      const listed = await as('dojo').table(course.id, { alumno: me });
      expect(listed.value!.res).toEqual([expect.objectContaining({ idAso: me, editable: false })]);
      expect(await storedEnrolment(t, course.id, me)).toBeUndefined();
    });

    it('an upcoming validated course takes enrolments', async () => {
      const course = await newCourse(t, { when: 'upcoming' });
      expect((await as('miembro').save(course.id, [row(course)])).ok).toBe(true);
    });
  });
});
