import type { CourseStatus } from '../validation/courses';
import { administers, type Actor } from './roles';

// Course rules of part 2 §4 and §6 (README, "Who may do what"). The server decides by these; the
// web offers the add button, the row menu and the enrolment controls by them.

/** A course as its rules need it: who organises it, whether it is validated, where it stands. */
export type CourseRef = { organiserId: number; validated: boolean; status: CourseStatus };

/** A member as the enrolment rules need them: who and where. */
export type Enrollee = { memberId: number; dojoId: number; associationId: number };

/** 'Añadir nuevo curso': the national administrator, or a dojo administrator for their dojo. */
export const createsCourses = (actor: Pick<Actor, 'roles'>) => actor.roles.admin || actor.roles.dojoAdmin;

/** Manages a course (part 2 §6): the national administrator, or the organising dojo's administrator. */
export const managesCourse = (actor: Actor, course: Pick<CourseRef, 'organiserId'>) =>
  actor.roles.admin || (actor.roles.dojoAdmin && actor.dojoId === course.organiserId);

/** Seen by everyone signed in once validated; before that, by those who manage it. */
export const seesCourse = (actor: Actor, course: CourseRef) =>
  course.validated || managesCourse(actor, course);

/** Modify and delete: its managers, while it is not validated. */
export const editsCourse = (actor: Actor, course: CourseRef) =>
  !course.validated && managesCourse(actor, course);

/** Validating or unvalidating: the national administrator only. */
export const validatesCourses = (actor: Pick<Actor, 'roles'>) => actor.roles.admin;

/**
 * Pay and attendance (part 2 §6): only the administrator of the organising dojo, the national
 * administrator included only when their session works as that dojo.
 */
export const marksPayment = (actor: Actor, course: Pick<CourseRef, 'organiserId'>) =>
  actor.roles.dojoAdmin && actor.dojoId === course.organiserId;

/**
 * Whether the actor may change enrolments now: only in a validated course; once it has ended,
 * only its managers (a finished course is read-only for everyone else, part 2 §4).
 */
export const enrolmentOpen = (actor: Actor, course: CourseRef) =>
  course.validated && (course.status !== 'FINISHED' || managesCourse(actor, course));

/**
 * Whom the actor may enrol: themselves, and the members of the places they administer (a dojo
 * administrator their dojo, an association administrator their association, the national
 * administrator everyone).
 */
export const enrolsMember = (actor: Actor, member: Enrollee) =>
  actor.memberId === member.memberId ||
  administers(actor, { associationId: member.associationId, dojoId: member.dojoId });

/**
 * Whose enrolment row the actor may change: those they may enrol, and, for the course's managers,
 * everyone already enrolled (the organiser keeps the whole list).
 */
export const changesEnrolment = (actor: Actor, course: CourseRef, member: Enrollee, enrolled: boolean) =>
  enrolmentOpen(actor, course) && (enrolsMember(actor, member) || (enrolled && managesCourse(actor, course)));

/** The enrolment modal's search, counters, exports and sheets (part 2 §6): dojo and national administrators. */
export const usesEnrolmentTools = (actor: Pick<Actor, 'roles'>) => actor.roles.admin || actor.roles.dojoAdmin;
