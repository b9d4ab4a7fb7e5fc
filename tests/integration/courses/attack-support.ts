import type { TestServer } from '../../support/test-server';
import { account, enrol, newCourse, newMember, openCoursesWorld, type Member } from './exports-support';

// What the attack files (attack-*.test.ts) share: the export world (demo roles, a dojo of the demo
// association and one of another), plus an administrator of each of those dojos and a member of
// each, so that every answer can be searched for rows that are not the caller's.

/** An id no table holds, to compare a foreign thing's answer with. */
export const UNKNOWN = 99999999;

/** A session `days` from now (database day), 10:00 to 12:00. */
export const sessionIn = (today: string, days: number, description = 'Sesión', kind: 'S' | 'E' = 'S') => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { date: d.toISOString().slice(0, 10), start: '10:00', end: '12:00', description, kind };
};

export async function openAttackWorld() {
  const world = await openCoursesWorld();
  const { t, sameAsocDojo, otherAsocDojo } = world;
  const [{ today }] = await world.t.sql('select current_date::text as today');
  const neighbour = await account(t, sameAsocDojo, { dojoAdmin: true, lastName: 'Vecino' });
  const foreign = await account(t, otherAsocDojo, { dojoAdmin: true, lastName: 'Extranjero' });
  const plain = await account(t, 1, { lastName: 'Llano' });
  const members = {
    dojo1: await newMember(t, 1, 'Uno', 'DelDojoUno'),
    same: await newMember(t, sameAsocDojo, 'Dos', 'DelVecino'),
    foreign: await newMember(t, otherAsocDojo, 'Tres', 'DelExtranjero'),
  };
  return { ...world, today: today as string, neighbour, foreign, plain, members };
}

export type AttackWorld = Awaited<ReturnType<typeof openAttackWorld>>;

/** A validated upcoming course of dojo 1 with one session, and the given members enrolled in it. */
export async function courseWith(
  w: AttackWorld,
  enrolled: Member[],
  options: { validated?: boolean; title?: string; city?: string; dojoId?: number } = {},
) {
  const course = await newCourse(w.t, {
    clauses: false,
    sessions: [sessionIn(w.today, 20)],
    ...options,
  });
  for (const m of enrolled)
    await enrol(w.t, course.id, m.id, { entries: [{ sessionId: course.sessionIds[0] }] });
  return course;
}

/** GraphQL as a token, the answer's data and first error. */
export async function gql(t: TestServer, token: string | null, query: string, variables = {}) {
  return t.graphql(query, variables, token ? { token } : {});
}

/** A refused download's JSON answer. */
export const jsonOf = (response: Response) => response.json() as Promise<Record<string, any>>;
