import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { enrolledAmong, sessionsOfCourses, type CourseSessionRow } from './course.queries';

/** Whether a member is enrolled in a course: asked for a whole page at once. */
export type EnrolmentKey = { memberId: number; courseId: number };

/** A page of courses asks for its sessions, and whether the caller is in each, in one query each. */
export function courseLoaders(em: EntityManager) {
  return {
    courseSessions: new DataLoader<number, CourseSessionRow[]>(async (ids) => {
      const byCourse = await sessionsOfCourses(em, ids);
      return ids.map((id) => byCourse.get(id) ?? []);
    }),
    courseEnrolled: new DataLoader<EnrolmentKey, boolean, string>(
      async (keys) => {
        // One caller per request: grouped by member all the same, so that the loader is right anyway.
        const byMember = new Map<number, number[]>();
        for (const k of keys) byMember.set(k.memberId, [...(byMember.get(k.memberId) ?? []), k.courseId]);
        const found = new Map<number, Set<number>>();
        for (const [memberId, ids] of byMember) found.set(memberId, await enrolledAmong(em, memberId, ids));
        return keys.map((k) => found.get(k.memberId)!.has(k.courseId));
      },
      { cacheKeyFn: (k) => `${k.memberId}:${k.courseId}` },
    ),
  };
}
