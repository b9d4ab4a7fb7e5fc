import { BulkTable, type StatementQueue } from './bulk';
import { addYears, isoDay, isoTimestamp, timeOfDay } from './calendar';
import type { Federation } from './federation';
import type { MemberIndex } from './members';
import type { Random } from './random';
import { COURSE_DETAILS, COURSE_TITLES } from './vocabulary';

type Timing = 'past' | 'running' | 'upcoming';
type Session = { id: number; day: number; kind: 'S' | 'E' };

// Start and end minutes of the sessions of one day, in order.
const SLOTS: [number, number, string][] = [
  [600, 780, 'Sesión de mañana'],
  [1020, 1170, 'Sesión de tarde'],
  [1200, 1290, 'Sesión de noche'],
];

const TOPICS = [
  'técnicas de pie (tachi waza)',
  'suwari waza y hanmi handachi',
  'armas, bokken (aikiken)',
  'armas, jo (aikijo)',
  'ukemi y desplazamientos',
  'irimi y tenkan',
  'randori y jiyu waza',
  'kokyu ho y respiración',
  'preparación de exámenes',
  'tanto dori',
];

const EVENTS: [string, number, number, number][] = [
  // description, start, end (minutes), chance
  ['Cena del curso', 1290, 1380, 0.6],
  ['Comida de hermandad', 840, 960, 0.3],
  ['Visita cultural por la ciudad', 960, 1140, 0.15],
];

const CLAUSES = [
  'Acepto que las imágenes tomadas durante el curso se publiquen en la web y redes de la federación.',
  'Declaro estar en condiciones físicas para la práctica y eximo a la organización de lesiones ' +
    'producidas por imprudencia propia.',
  'Me comprometo a respetar la etiqueta del dojo y las indicaciones de los profesores en todo momento.',
];

/**
 * A third of the courses are priced, the demo dojo's running one among them (its enrolments owe
 * the organiser: money.ts), federation members paying less; the rest are free. Drawn from the id,
 * not the generator, so that the courses' other columns stay as they were.
 */
export function coursePrices(id: number): [member: number, other: number] {
  if (id % 3 !== 1) return [0, 0];
  const member = 1500 + 500 * (id % 4);
  return [member, member + 1000];
}

/**
 * Courses organised by various dojos, past, running (today is one of their days) and upcoming,
 * each with sessions and events; enrolments with per-session rows for the past and running ones.
 */
export async function insertCourses(
  queue: StatementQueue,
  rng: Random,
  federation: Federation,
  members: MemberIndex,
  byAssociation: Int32Array[],
  today: number,
): Promise<{ courses: number; sessions: number; enrolments: number; enrolmentSessions: number }> {
  const count = Math.max(30, Math.round(members.count / 2000));
  const courses = new BulkTable(queue, 'curso', {
    id_curso: 'int',
    titulo: 'text',
    ciudad: 'text',
    obs: 'text',
    act_clau: 'bool',
    clau: 'text',
    imagen: 'text',
    cf_organiz: 'int',
    cf_val_admi: 'int',
    creado: 'timestamptz',
    precio_socio_cent: 'int',
    precio_otros_cent: 'int',
  });
  const sessions = new BulkTable(queue, 'curso_sesion', {
    id_ses: 'int',
    cf_curso: 'int',
    fecha: 'date',
    hora_ini: 'time',
    hora_fin: 'time',
    descripcion: 'text',
    tipo: 'text',
  });
  const enrolments = new BulkTable(queue, 'inscripcion', {
    id_inscripcion: 'int',
    cf_curso: 'int',
    cf_asociado: 'int',
    pagado: 'bool',
    asistencia: 'bool',
    clausula_aceptada: 'bool',
    creado: 'timestamptz',
  });
  const enrolmentSessions = new BulkTable(queue, 'inscripcion_sesion', {
    id_inscripcion_sesion: 'int',
    cf_inscripcion: 'int',
    cf_sesion: 'int',
    nasisevento: 'smallint',
    asistencia: 'bool',
    pagado: 'bool',
  });
  const titles = rng.shuffle([...COURSE_TITLES]);
  const planned: {
    id: number;
    timing: Timing;
    start: number;
    dojo: number;
    clauses: boolean;
    validated: boolean;
    sessions: Session[];
  }[] = [];

  for (let c = 0; c < count; c++) {
    // The demo dojo always runs a validated course today and has an unvalidated one coming,
    // which its administrator may still edit.
    const timing: Timing =
      c === 0
        ? 'running'
        : c === 1
          ? 'upcoming'
          : (['past', 'running', 'upcoming'] as const)[rng.weighted([55, 6, 39])];
    const dojo = c < 2 ? 0 : rng.int(0, federation.dojos.length - 1);
    const days = timing === 'running' ? rng.int(2, 3) : 1 + rng.weighted([40, 45, 15]);
    const start =
      timing === 'running'
        ? today - 1
        : timing === 'past'
          ? rng.dayBetween(addYears(today, -3), today - 1 - days)
          : rng.dayBetween(today + 3, today + 300);
    const validated =
      c === 0 ? true : c === 1 ? false : timing === 'upcoming' ? rng.chance(0.55) : rng.chance(0.92);
    const clauses = rng.chance(0.3);
    const organiser = federation.dojos[dojo];
    const base = titles[c % titles.length];
    const id = c + 1;
    courses.add(
      id,
      c < titles.length ? base : `${base} (${organiser.city})`.slice(0, 100),
      organiser.city,
      rng.pick(COURSE_DETAILS),
      clauses,
      clauses ? rng.pick(CLAUSES) : null,
      null,
      organiser.id,
      validated ? members.globalAdmin : null,
      // Announced some weeks ahead, and never in the future.
      isoTimestamp(Math.min(start - rng.int(20, 90), today - rng.int(1, 15)), rng.int(9 * 3600, 22 * 3600)),
      ...coursePrices(id),
    );

    // At least one session a day, so a running course has one today.
    const planSessions: Session[] = [];
    const sessionCount = Math.max(days, rng.int(1, 5));
    const perDay = Array.from({ length: days }, () => 0);
    for (let s = 0; s < sessionCount; s++)
      perDay[Math.min(days - 1, Math.floor((s * days) / sessionCount))]++;
    perDay.forEach((n, day) => {
      for (let s = 0; s < Math.min(n, SLOTS.length); s++) {
        const [from, to, label] = SLOTS[s];
        const sessionId = sessions.count + 1;
        sessions.add(
          sessionId,
          id,
          isoDay(start + day),
          timeOfDay(from),
          timeOfDay(to),
          `${label}: ${rng.pick(TOPICS)}`,
          'S',
        );
        planSessions.push({ id: sessionId, day: start + day, kind: 'S' });
      }
    });
    for (const [description, from, to, chance] of EVENTS) {
      if (!rng.chance(chance)) continue;
      const day = start + rng.int(0, days - 1);
      const sessionId = sessions.count + 1;
      sessions.add(sessionId, id, isoDay(day), timeOfDay(from), timeOfDay(to), description, 'E');
      planSessions.push({ id: sessionId, day, kind: 'E' });
    }
    planned.push({ id, timing, start, dojo, clauses, validated, sessions: planSessions });
  }
  await courses.flush();
  await sessions.flush();

  for (const course of planned) {
    // Members can only enrol in validated courses; a past unvalidated one never took place.
    if (course.timing === 'upcoming' || !course.validated) continue;
    const running = course.timing === 'running';
    const association = federation.dojos[course.dojo].association;
    const local = byAssociation[association];
    const chosen = new Set<number>();
    // The demo member and dojo administrator attend the demo dojo's course and some others.
    if (course.id === 1) [3, 4].forEach((m) => chosen.add(m));
    else if (association === 0 && rng.chance(0.5)) chosen.add(4);
    const wanted = Math.min(members.count, rng.int(5, 40));
    for (let attempt = 0; chosen.size < wanted && attempt < wanted * 20; attempt++) {
      // Mostly people of the organiser's association, some from anywhere.
      const member =
        local.length > 0 && rng.chance(0.7) ? local[rng.int(0, local.length - 1)] : rng.int(1, members.count);
      const i = member - 1;
      if (members.birth[i] > addYears(course.start, -5) || members.registered[i] > course.start) continue;
      chosen.add(member);
    }
    for (const member of chosen) {
      const paid = rng.chance(running ? 0.6 : 0.92);
      const attended = running ? rng.chance(0.5) : rng.chance(paid ? 0.9 : 0.3);
      const enrolmentId = enrolments.count + 1;
      enrolments.add(
        enrolmentId,
        course.id,
        member,
        paid,
        attended,
        course.clauses && rng.chance(0.92),
        isoTimestamp(course.start - rng.int(1, 40), rng.int(8 * 3600, 23 * 3600)),
      );
      // Every enrolment has at least one session, where the pay and attendance toggles live.
      let any = false;
      for (const session of course.sessions) {
        if (session.kind === 'S') {
          if (!rng.chance(0.85)) continue;
          any = true;
          enrolmentSessions.add(
            enrolmentSessions.count + 1,
            enrolmentId,
            session.id,
            1,
            attended && session.day <= today && rng.chance(0.92),
            paid,
          );
        } else if (rng.chance(0.45)) {
          enrolmentSessions.add(
            enrolmentSessions.count + 1,
            enrolmentId,
            session.id,
            1 + rng.weighted([60, 30, 10]),
            attended && session.day <= today,
            paid && rng.chance(0.9),
          );
        }
      }
      if (!any) {
        const first = course.sessions.find((s) => s.kind === 'S');
        if (first) enrolmentSessions.add(enrolmentSessions.count + 1, enrolmentId, first.id, 1, false, paid);
      }
    }
    // Enrolments first: the session rows point to them (foreign key and trigger).
    if (enrolments.ready || enrolmentSessions.ready) {
      await enrolments.flush();
      await enrolmentSessions.flush();
    }
  }
  await enrolments.flush();
  await enrolmentSessions.flush();
  return {
    courses: courses.count,
    sessions: sessions.count,
    enrolments: enrolments.count,
    enrolmentSessions: enrolmentSessions.count,
  };
}
