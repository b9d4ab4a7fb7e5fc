import {
  ACCOUNT_ID,
  enrolmentApi,
  ES,
  newCourse,
  newMember,
  openEnrolmentWorld,
  storedEnrolment,
  TRANSPORTS,
  type Places,
} from './enrolment-support';
import type { TestServer } from '../../support/test-server';

// Who may enrol whom (contract "Enrolment", part 2 §6): themselves; a dojo administrator their
// dojo; an association administrator their association; the national administrator everyone;
// the organiser keeps whoever is enrolled. Anyone else's row refuses the whole set.

let t: TestServer;
let tokens: Record<string, string>;
let where: Places;

beforeAll(async () => {
  ({ t, tokens, where } = await openEnrolmentWorld());
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('who may enrol whom (%s)', (transport) => {
  const as = (role: string) => enrolmentApi(t, transport, tokens[role]);

  it('a plain member enrols themselves, and nobody else, not even a dojo-mate', async () => {
    const course = await newCourse(t);
    const mate = await newMember(t, where.dojo1);
    const self = { idAso: ACCOUNT_ID.miembro, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
    const refused = await as('miembro').save(course.id, [self, { ...self, idAso: mate.id }]);
    expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN', title: ES.changesFailed });
    expect(refused.message).toBe(`No puedes inscribir al asociado ${mate.id}.`);
    expect(refused.fields).toEqual([
      { field: transport === 'rest' ? 'cambios.1' : 'changes.1', message: refused.message },
    ]);
    // All or nothing: their own row, first in the set, was not written either.
    expect(await storedEnrolment(t, course.id, ACCOUNT_ID.miembro)).toBeUndefined();

    expect((await as('miembro').save(course.id, [self])).ok).toBe(true);
    expect(await storedEnrolment(t, course.id, ACCOUNT_ID.miembro)).toMatchObject({
      entries: [{ s: course.s1, n: 1, a: false, p: false }],
    });
  });

  it('a dojo administrator enrols their dojo, not another dojo of the association', async () => {
    const course = await newCourse(t);
    const mine = await newMember(t, where.dojo1);
    const theirs = await newMember(t, where.sameAsocDojo);
    const row = (id: number) => ({ idAso: id, inscrito: true, sesiones: [{ idsesion: course.s1 }] });
    expect((await as('dojo').save(course.id, [row(theirs.id)])).code).toBe('FORBIDDEN');
    expect((await as('dojo').save(course.id, [row(mine.id)])).ok).toBe(true);
    expect(await storedEnrolment(t, course.id, theirs.id)).toBeUndefined();
    expect(await storedEnrolment(t, course.id, mine.id)).toBeDefined();
  });

  it('an association administrator enrols their association, not another one', async () => {
    const course = await newCourse(t);
    const inside = await newMember(t, where.sameAsocDojo);
    const outside = await newMember(t, where.otherAsocDojo);
    const row = (id: number) => ({ idAso: id, inscrito: true, sesiones: [{ idsesion: course.s1 }] });
    expect((await as('asoc').save(course.id, [row(outside.id)])).code).toBe('FORBIDDEN');
    expect((await as('asoc').save(course.id, [row(inside.id)])).ok).toBe(true);
    expect(await storedEnrolment(t, course.id, outside.id)).toBeUndefined();
  });

  it('the national administrator enrols anyone', async () => {
    const course = await newCourse(t);
    const far = await newMember(t, where.otherAsocDojo);
    const row = { idAso: far.id, inscrito: true, sesiones: [{ idsesion: course.event, nasisevento: 2 }] };
    expect((await as('admin').save(course.id, [row])).ok).toBe(true);
    expect(await storedEnrolment(t, course.id, far.id)).toMatchObject({ entries: [{ n: 2 }] });
  });

  it("the organiser changes anyone enrolled, even from elsewhere; another dojo's administrator does not", async () => {
    const course = await newCourse(t);
    const far = await newMember(t, where.otherAsocDojo);
    const row = { idAso: far.id, inscrito: true, sesiones: [{ idsesion: course.s1 }] };
    // Not yet enrolled: not the organiser's to enrol.
    expect((await as('dojo').save(course.id, [row])).code).toBe('FORBIDDEN');
    expect((await as('admin').save(course.id, [row])).ok).toBe(true);
    const more = { ...row, sesiones: [{ idsesion: course.s1 }, { idsesion: course.s2 }] };
    expect((await as('otherDojo').save(course.id, [more])).code).toBe('FORBIDDEN');
    expect((await as('dojo').save(course.id, [more])).ok).toBe(true);
    expect((await storedEnrolment(t, course.id, far.id))!.entries).toHaveLength(2);
  });

  it('an unknown member is refused like one not the caller’s, by the id sent', async () => {
    const course = await newCourse(t);
    const answer = await as('admin').save(course.id, [
      { idAso: 99_999_999, inscrito: true, sesiones: [{ idsesion: course.s1 }] },
    ]);
    expect(answer).toMatchObject({ ok: false, message: 'No puedes inscribir al asociado 99999999.' });
  });
});
