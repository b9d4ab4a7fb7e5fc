import { DEMO_ACCOUNTS } from './accounts';
import { BulkTable, type StatementQueue } from './bulk';
import { addYears, isoDay } from './calendar';
import type { Federation, Reference } from './federation';
import { dojoValidator } from './fees';
import type { MemberIndex } from './members';
import type { Random } from './random';

const YEAR = 365.25;
// Years of practice to reach the n-th dan, from the start of practice.
const DAN_YEARS = [6.5, 9, 13, 18, 24, 31, 39, 48];

/** Typical years of practice to reach a belt: kyu belts every half year or so, dans ever slower. */
function yearsToReach(value: number): number {
  if (value < 0) return 0.4 + ((value + 60) / 5) * 0.48;
  return DAN_YEARS[Math.min(DAN_YEARS.length - 1, Math.floor(value / 10))];
}

// The demo accounts hold fixed grades so the screens always show the same story.
const DEMO_GRADES: Record<number, { belts: number[]; pendingLast: boolean; titles: [number, number][] }> = {
  1: {
    belts: [0, 20, 30, 40],
    pendingLast: false,
    titles: [
      [1, 0],
      [2, 0],
    ],
  },
  2: { belts: [-10, 0, 10, 20], pendingLast: false, titles: [[1, -1]] },
  3: { belts: [-20, -10, 0, 10], pendingLast: false, titles: [] },
  4: { belts: [-40, -30, -20], pendingLast: true, titles: [] },
};

// Most people stop climbing somewhere: the highest belt each member will ever reach, so that dans
// thin out as in a real federation (most members are kyu, few hold 3º Dan or above).
const CEILINGS: [value: number, weight: number][] = [
  [-40, 9],
  [-30, 9],
  [-20, 9],
  [-10, 9],
  [-5, 9],
  [0, 25],
  [10, 15],
  [20, 9],
  [30, 4],
  [40, 1.5],
  [50, 0.4],
  [60, 0.1],
];

/**
 * Belts (grado) and instructor titles (asociado_titulo). Most adults hold one to four belts of the
 * ladder with increasing dates; grades from before joining are 'Regulado' (0), later ones
 * 'Examinado' (1); some recent requests are still pending (-1, no validator).
 */
export async function insertGrades(
  queue: StatementQueue,
  rng: Random,
  federation: Federation,
  reference: Reference,
  members: MemberIndex,
  today: number,
): Promise<{ grades: number; titles: number }> {
  const ladder = reference.belts;
  const ladderYears = ladder.map((b) => yearsToReach(b.value));
  const firstDan = ladder.findIndex((b) => b.value >= 0);
  const titleId = new Map(reference.titles.map((t) => [t.value, t.id]));
  const grades = new BulkTable(queue, 'grado', {
    idgrado: 'int',
    cf_asociado: 'int',
    cf_cinturon: 'int',
    fecha: 'date',
    nhoras: 'int',
    estado: 'smallint',
    cf_validador: 'int',
    lugar_dojo: 'int',
    lugar_asoc: 'int',
  });
  const titles = new BulkTable(queue, 'asociado_titulo', {
    idasoc_titulo: 'int',
    cf_asociado: 'int',
    cf_titulo: 'int',
    fecha: 'date',
    estado: 'smallint',
    cf_validador: 'int',
    lugar_dojo: 'int',
    lugar_asoc: 'int',
  });
  // The member's dojo and association, kept on each entry (Migration20261128090000): written with
  // the row, as the trigger that keeps them would (it is off during the load; load.ts checks).
  const dojoOf = (member: number) => federation.dojos[members.dojo[member - 1]];
  const associationOf = (member: number) => federation.associations[dojoOf(member).association].id;
  const dates = new Float64Array(ladder.length);

  const validatorFor = (member: number, belt: number): number => {
    if (ladder[belt].value >= 0) return members.globalAdmin;
    const validator = dojoValidator(rng, members, federation, members.dojo[member - 1]);
    return validator === member ? members.globalAdmin : validator;
  };

  const addGrade = (member: number, belt: number, day: number, pending: boolean, registered: number) => {
    const hours = Math.max(0, ladder[belt].hours + rng.int(-5, 30));
    const status = pending ? -1 : day < registered ? 0 : rng.chance(0.9) ? 1 : 0;
    grades.add(
      grades.count + 1,
      member,
      ladder[belt].id,
      isoDay(day),
      hours,
      status,
      pending ? null : validatorFor(member, belt),
      dojoOf(member).id,
      associationOf(member),
    );
  };

  const addTitle = (member: number, value: number, day: number, status: number) => {
    const id = titleId.get(value);
    if (id === undefined) return;
    titles.add(
      titles.count + 1,
      member,
      id,
      isoDay(day),
      status,
      status < 0 ? null : members.globalAdmin,
      dojoOf(member).id,
      associationOf(member),
    );
  };

  const adultLimit = addYears(today, -18);
  for (let i = 0; i < members.count; i++) {
    // Flushed between members, so a batch may end a few rows past its nominal size.
    if (grades.ready) await grades.flush();
    if (titles.ready) await titles.flush();
    const id = i + 1;
    const birth = members.birth[i];
    const registered = members.registered[i];
    const demo = DEMO_GRADES[id];
    if (demo) {
      // Counted back from a recent top grade, at the usual pace.
      const indexes = demo.belts
        .map((value) => ladder.findIndex((b) => b.value === value))
        .filter((j) => j >= 0);
      const top = indexes[indexes.length - 1];
      const topDay = today - (demo.pendingLast ? 20 : 200);
      for (const j of indexes) {
        const day = Math.round(topDay - (ladderYears[top] - ladderYears[j]) * YEAR);
        addGrade(id, j, day, demo.pendingLast && j === top, registered);
      }
      for (const [value, status] of demo.titles) addTitle(id, value, today - 400 + value * 100, status);
      continue;
    }
    // The unvalidated demo account is new: no grades yet.
    if (id <= DEMO_ACCOUNTS.length) continue;

    const adult = birth <= adultLimit;
    if (!rng.chance(adult ? 0.85 : 0.55)) continue;
    // Some practised elsewhere before joining; people progress at different speeds.
    const prior = rng.chance(0.3) ? rng.int(1, 15) * YEAR : 0;
    const start = Math.max(birth + 5 * YEAR, registered - prior);
    const speed = 0.6 + 0.8 * rng.next();
    const danFloor = birth + 16 * YEAR;
    const ceiling = CEILINGS[rng.weighted(CEILINGS.map((c) => c[1]))][0];
    let top = -1;
    for (let j = 0; j < ladder.length && ladder[j].value <= ceiling; j++) {
      let day = start + (ladderYears[j] / speed) * YEAR;
      if (j === firstDan) day = Math.max(day, danFloor);
      if (j > firstDan)
        day = Math.max(day, dates[j - 1] + ((ladderYears[j] - ladderYears[j - 1]) / speed) * YEAR);
      dates[j] = day;
      if (day <= today - 7) top = j;
      else break;
    }
    if (top < 0) continue;

    // The top belt plus a few earlier ones (full belts more often than intermediate ones).
    const held = [top];
    const wanted = rng.int(1, 4) - 1;
    const lower = Array.from({ length: top }, (_, j) => j);
    for (let n = 0; n < wanted && lower.length > 0; n++) {
      const k = rng.weighted(lower.map((j) => (ladder[j].value % 10 === 0 ? 3 : 1)));
      held.push(lower[k]);
      lower.splice(k, 1);
    }
    held.sort((x, y) => x - y);
    const recent = dates[top] > today - 400;
    const pendingTop = rng.chance(recent ? 0.25 : 0.03);
    let previous = 0;
    for (const j of held) {
      let day = Math.round(dates[j]) + rng.int(-20, 20);
      day = Math.min(today - 1, Math.max(day, previous + 1, Math.round(birth + 5 * YEAR)));
      previous = day;
      addGrade(id, j, day, pendingTop && j === top, registered);
    }

    // Senior dan holders teach: Fukushidoin from 3º Dan, Shidoin from 4º, Shihan from 6º.
    const topValue = ladder[top].value;
    const dayOfDan = (value: number) => dates[ladder.findIndex((b) => b.value === value)];
    for (const [title, fromDan] of [
      [1, 20],
      [2, 30],
      [3, 50],
    ] as const) {
      if (topValue < fromDan || !rng.chance(0.6)) continue;
      const day = Math.min(today - 1, Math.round(dayOfDan(fromDan) + rng.int(180, 1000)));
      addTitle(id, title, day, rng.chance(0.15) ? -1 : rng.chance(0.5) ? 0 : 1);
    }
  }
  await grades.flush();
  await titles.flush();
  return { grades: grades.count, titles: titles.count };
}
