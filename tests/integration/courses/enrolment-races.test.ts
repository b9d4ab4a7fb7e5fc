import { whileHeld } from '../../support/held-write';
import type { TestServer } from '../../support/test-server';
import {
  ACCOUNT_ID,
  enrolmentApi,
  newCourse,
  newMember,
  openEnrolmentWorld,
  storedEnrolment,
  type Places,
} from './enrolment-support';

// A save checks its rules under the locks of what they read: the course's row (a validation
// toggled meanwhile) and the members' rows (a move to another dojo meanwhile). Each test holds the
// other write uncommitted and lets the save run into it.

let t: TestServer;
let tokens: Record<string, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openEnrolmentWorld());
});
afterAll(() => t.close());

it('a course unvalidated while a member enrols refuses the enrolment once it commits', async () => {
  const course = await newCourse(t);
  const row = { idAso: ACCOUNT_ID.miembro, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
  const { answer, waited } = await whileHeld(
    t,
    { text: 'update curso set cf_val_admi = null where id_curso = $1', params: [course.id] },
    () => enrolmentApi(t, 'rest', tokens.miembro).save(course.id, [row]),
  );
  expect(waited).toBe(true);
  expect(answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  expect(await storedEnrolment(t, course.id, ACCOUNT_ID.miembro)).toBeUndefined();
});

it('a member moved to another dojo while their old dojo enrols them is refused once it commits', async () => {
  const course = await newCourse(t, { dojo: where.sameAsocDojo });
  const member = await newMember(t, where.dojo1);
  const row = { idAso: member.id, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
  const { answer, waited } = await whileHeld(
    t,
    {
      text: 'update asociado set cf_dojo = $1, cf_asoc = $2 where id_aso = $3',
      params: [where.otherAsocDojo, where.otherAsoc, member.id],
    },
    () => enrolmentApi(t, 'graphql', tokens.dojo).save(course.id, [row]),
  );
  expect(waited).toBe(true);
  expect(answer).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  expect(await storedEnrolment(t, course.id, member.id)).toBeUndefined();
});
