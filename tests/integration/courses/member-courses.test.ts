import {
  TRANSPORTS,
  courseApi,
  courseAt,
  enrol,
  openCoursesWorld,
  type Role,
  type World,
} from './course-support';

// A member's courses for the member view (beyond the spec: listCursos idAso, myCourses memberId):
// the courses they are enrolled in, for those who see that member's private data (the member
// themself and administrators over them), not found for anyone else, as member lookups answer.

let w: World;
let enrolled: number;
let organised: number;
let elsewhere: number;

beforeAll(async () => {
  w = await openCoursesWorld();
  // Member 4 (dojo 1) enrolled in a course of another dojo; dojo 1 organises one they are not in.
  enrolled = (await courseAt(w, { validated: true, dojo: w.otherDojo, days: [20] })).id;
  await enrol(w.t, enrolled, 4);
  organised = (await courseAt(w, { validated: true, days: [21] })).id;
  // Member 3 (the dojo administrator) enrolled elsewhere: not member 4's.
  elsewhere = (await courseAt(w, { validated: true, dojo: w.otherDojo, days: [22] })).id;
  await enrol(w.t, elsewhere, 3);
});
afterAll(() => w.t.close());

const enrolledIn = async (memberId: number) =>
  (await w.t.sql('select cf_curso from inscripcion where cf_asociado = $1', [memberId]))
    .map((r) => r.cf_curso as number)
    .sort();

describe.each(TRANSPORTS)("a member's courses over %s", (transport) => {
  const api = (role: Role) => courseApi(w.t, transport, w.tokens[role]);

  it.each(['admin', 'asoc', 'dojo', 'miembro'] as const)(
    'lists to %s the courses member 4 is enrolled in, not those of the caller',
    async (role) => {
      const rows = (await api(role).mine({ idAso: 4 })).value!;
      const ids = rows.map((r) => r.idCurso as number);
      expect([...ids].sort()).toEqual(await enrolledIn(4));
      expect(ids).toContain(enrolled);
      // The caller's own courses and their dojo's are not the member's.
      expect(ids).not.toContain(organised);
      expect(ids).not.toContain(elsewhere);
      const ends = rows.map((r) => r.fechaFin);
      expect(ends).toEqual([...ends].sort().reverse());
    },
  );

  it.each<[Role, number, string]>([
    ['miembro', 3, 'a dojo-mate who sees no private data'],
    ['otro', 4, "another dojo's administrator"],
    ['miembro', 2147483647, 'anyone, for a member who does not exist'],
  ])('is not found for %s asking member %s (%s)', async (role, memberId) => {
    const answer = await api(role).mine({ idAso: memberId });
    expect(answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
