import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, DOJO_ADMIN, demoToken } from './demo';
import { unique } from './membersApi';

// Courses the enrolment journeys own, made through the API as a person would through the screens:
// created by a dojo administrator (or the national one for another dojo), then validated by the
// national administrator, so enrolment is open (part 2 §4).

/** The demo member's id (graph/src/tools/demo/accounts.ts: ids 1 to 5, always). */
export const MEMBER_ID = 4;

type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A GraphQL call as the holder of `token`; the answer as it came (errors included). */
export async function graphqlAs<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: object,
) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
  });
  return (await response.json()) as Answer<T>;
}

async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const body = await answer;
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A day `days` from today, YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export type JourneyCourse = {
  id: number;
  title: string;
  city: string;
  /** The last session's day, which the course's end date follows. */
  endDate: string;
  clauses: string;
  sessions: string[];
  event: string;
};

/**
 * A validated course with clauses, two sessions and an event, a month from now: organised by the
 * demo dojo (its administrator creates it), or by `dojoId` (the national administrator names it).
 */
export async function validatedCourseWithClauses(
  request: APIRequestContext,
  { dojoId }: { dojoId?: number } = {},
): Promise<JourneyCourse> {
  const title = unique('Seminario ');
  const city = 'Segovia';
  const date = dayFromToday(30);
  const next = dayFromToday(31);
  const sessions = ['Técnica de la mañana', 'Armas por la tarde'];
  const event = 'Cena del seminario';
  const clauses = 'Acepto las normas del dojo y la cesión de imagen.';
  const creator = await demoToken(request, dojoId ? ADMIN.mail : DOJO_ADMIN.mail);
  const input = {
    title,
    city,
    details: 'Seminario de fin de semana. Traed jo y bokken.',
    clausesActive: true,
    clauses,
    dojoId,
    sessions: [
      { date, startTime: '10:00', endTime: '13:00', description: sessions[0], kind: 'S' },
      { date: next, startTime: '16:00', endTime: '19:00', description: sessions[1], kind: 'S' },
      { date, startTime: '21:00', endTime: '23:00', description: event, kind: 'E' },
    ],
  };
  const created = await ok(
    graphqlAs<{ createCourse: { id: number } }>(
      request,
      creator,
      'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
      { input },
    ),
  );
  const id = created.createCourse.id;
  const toggled = await ok(
    graphqlAs<{ toggleCourseValidation: { validated: boolean } }>(
      request,
      await demoToken(request, ADMIN.mail),
      'mutation ($id: Int!) { toggleCourseValidation(id: $id) { validated } }',
      { id },
    ),
  );
  expect(toggled.toggleCourseValidation.validated).toBe(true);
  return { id, title, city, endDate: next, clauses, sessions, event };
}

/** The course's sessions and events by description, with their ids. */
export async function courseSessions(request: APIRequestContext, id: number) {
  const data = await ok(
    graphqlAs<{ course: { sessions: { id: number; description: string; kind: string }[] } }>(
      request,
      await demoToken(request, ADMIN.mail),
      'query ($id: Int!) { course(id: $id) { sessions { id description kind } } }',
      { id },
    ),
  );
  return data.course.sessions;
}

export const SAVE_CHANGES = `mutation ($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {
  saveEnrolmentChanges(courseId: $courseId, changes: $changes) { enrolled }
}`;

/** The demo member enrols themselves in the course's first session, accepting its clauses. */
export async function enrolDemoMember(request: APIRequestContext, course: JourneyCourse, mail: string) {
  const [first] = await courseSessions(request, course.id);
  await ok(
    graphqlAs(request, await demoToken(request, mail), SAVE_CHANGES, {
      courseId: course.id,
      changes: [
        { memberId: MEMBER_ID, enrolled: true, clauseAccepted: true, entries: [{ sessionId: first.id }] },
      ],
    }),
  );
}
