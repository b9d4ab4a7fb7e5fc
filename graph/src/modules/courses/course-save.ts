import type { EntityManager } from '@mikro-orm/postgresql';
import { editsCourse, managesCourse } from '@federa/schema/permissions';
import type { FieldError } from '@federa/schema/validation/auth';
import { COURSE_TEMPLATE_IMAGE, courseErrors } from '@federa/schema/validation/courses';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { ImageUpload, type ImageSlot } from '../common/image-upload';
import { first, join, run, sql, type Sql } from '../common/sql';
import { Dojo } from '../dojos/dojo.entity';
import { loadCourse } from './course-access';
import type { CourseInput } from './course-input';
import { sessionChangeErrors, storedSessions, writeSessions } from './course-sessions';

/** The stored row a change starts from (under its lock). */
type Current = { clausesActive: boolean; clauses: string | null; image: string | null };

/**
 * Writes a course: a new one (`id` null) with every field, or the fields `input` holds of an
 * existing one. Every broken field is answered at once (the poster's among them); the row and its
 * sessions are written in one transaction under the row's lock; a new poster is stored before it
 * opens and the replaced one removed only once it committed.
 */
export async function saveCourse(
  ctx: RequestContext,
  slot: ImageSlot,
  id: number | null,
  input: CourseInput,
): Promise<number> {
  const caller = requireCaller(ctx);
  const dojoId = id === null ? await organiser(ctx.em, caller, input.dojoId) : null;
  const upload = input.image !== undefined ? await ImageUpload.receive(slot, input.image, 'image') : null;
  const write = () =>
    ctx.em.transactional(async (em) => {
      const current = id === null ? null : await locked({ ...ctx, em }, caller, id);
      const errors: FieldError[] = [];
      const today = (await first<{ today: string }>(em, sql`select current_date::text as today`))!.today;
      const stored = id !== null && input.sessions ? await storedSessions(em, id) : [];
      errors.push(
        ...courseErrors(
          {
            ...input,
            // Clauses on need their text, whichever of the two a change names.
            clausesActive: input.clausesActive !== undefined ? input.clausesActive : current?.clausesActive,
            clauses: input.clauses !== undefined ? input.clauses : current?.clauses,
          },
          today,
          new Map(stored.map((s) => [s.id, s.date])),
        ),
      );
      if (input.sessions && errors.every((e) => !e.field.startsWith('sessions'))) {
        errors.push(...sessionChangeErrors(input.sessions, stored));
      }
      let image = current?.image ?? null;
      if (upload) {
        // The template is what a course without a poster shows: a form echoing it asks for none.
        const none = ['', COURSE_TEMPLATE_IMAGE].includes(input.image?.trim() ?? 'kept');
        const kept = none ? null : upload.fileFor(image, errors);
        image = upload.stored ?? kept;
      }
      if (errors.length) throw DomainError.invalid(errors);
      const courseId = id ?? (await insertCourse(em, dojoId!, input, image));
      if (id !== null) await updateCourse(em, id, input, image);
      if (input.sessions) await writeSessions(em, courseId, input.sessions);
      return { result: courseId, previous: current?.image ?? null, saved: image };
    });
  if (upload) return upload.saving(write);
  return (await write()).result;
}

/** The course under its lock, still the caller's to change (a validation may have landed). */
async function locked(ctx: RequestContext, caller: Caller, id: number): Promise<Current> {
  await editable(ctx, caller, id, 'courses.saveFailed', true);
  const row = await first<{ act_clau: boolean; clau: string | null; imagen: string | null }>(
    ctx.em,
    sql`select act_clau, clau, imagen from curso where id_curso = ${id}`,
  );
  return { clausesActive: row!.act_clau, clauses: row!.clau, image: row!.imagen };
}

/**
 * The organising dojo of a new course: the session's, or any the national administrator names
 * (idDojo); it must exist.
 */
async function organiser(em: EntityManager, caller: Caller, named?: number | null): Promise<number> {
  if (named && named !== caller.dojoId && !caller.roles.admin) throw DomainError.forbidden();
  const dojoId = named || caller.dojoId;
  const dojo = dojoId ? await em.findOne(Dojo, dojoId) : null;
  if (!dojo) throw DomainError.invalid([{ field: 'dojoId', key: 'courses.dojoRequired' }]);
  return dojo.id;
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** A new course, unvalidated, with every field (checked). */
async function insertCourse(em: EntityManager, dojoId: number, input: CourseInput, image: string | null) {
  const row = await first<{ id_curso: number }>(
    em,
    sql`insert into curso (titulo, ciudad, obs, act_clau, clau, imagen, cf_organiz, precio_socio_cent, precio_otros_cent)
        values (${trimmed(input.title)}, ${trimmed(input.city)}, ${trimmed(input.details)},
                ${input.clausesActive ?? false}, ${trimmed(input.clauses)}, ${image}, ${dojoId},
                ${input.memberPriceCents ?? 0}, ${input.otherPriceCents ?? 0})
        returning id_curso`,
  );
  return row!.id_curso;
}

/** Writes the fields the input holds (those a change names), and the poster. */
async function updateCourse(em: EntityManager, id: number, input: CourseInput, image: string | null) {
  const sets: Sql[] = [sql`imagen = ${image}`];
  if (input.title !== undefined) sets.push(sql`titulo = ${trimmed(input.title)}`);
  if (input.city !== undefined) sets.push(sql`ciudad = ${trimmed(input.city)}`);
  if (input.details !== undefined) sets.push(sql`obs = ${trimmed(input.details)}`);
  if (input.clausesActive !== undefined) sets.push(sql`act_clau = ${input.clausesActive ?? false}`);
  if (input.clauses !== undefined) sets.push(sql`clau = ${trimmed(input.clauses)}`);
  if (input.memberPriceCents !== undefined)
    sets.push(sql`precio_socio_cent = ${input.memberPriceCents ?? 0}`);
  if (input.otherPriceCents !== undefined) sets.push(sql`precio_otros_cent = ${input.otherPriceCents ?? 0}`);
  await run(em, sql`update curso set ${join(sets, ', ')} where id_curso = ${id}`);
}

/**
 * A course the caller may change: one they manage (FORBIDDEN otherwise, NOT_FOUND when they do
 * not even see it), not validated (CONFLICT). `lock` checks under the row's lock.
 */
export async function editable(
  ctx: RequestContext,
  caller: Caller,
  id: number,
  title: 'courses.saveFailed' | 'courses.deleteFailed',
  lock = false,
) {
  // Every refusal of a save or delete carries its dialog's title, a missing course's too.
  const course = await loadCourse(ctx.em, caller, id, { lock }).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'NOT_FOUND'
      ? new DomainError('NOT_FOUND', error.key, { title })
      : error;
  });
  if (!managesCourse(caller, course)) throw new DomainError('FORBIDDEN', 'auth.permissionDenied', { title });
  if (!editsCourse(caller, course)) throw new DomainError('CONFLICT', 'courses.alreadyValidated', { title });
  return course;
}
