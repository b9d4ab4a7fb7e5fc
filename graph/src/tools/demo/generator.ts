import type { ClientBase } from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';
import { StatementQueue } from './bulk';
import { startPhaseClock, type Phase } from './phases';
import { dayOf, isoDay } from './calendar';
import { insertCourses } from './courses';
import { insertExtras } from './extras';
import { insertFederation } from './dojos';
import { loadReference, planFederation } from './federation';
import { FeePlan, insertFees } from './fees';
import { insertGrades } from './grades';
import { startBulkLoad } from './load';
import { insertMembers, membersByAssociation } from './members';
import { insertMoney, MONEY_TABLES, type MoneyCounts } from './money';
import { Random } from './random';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_VALIDATION_CODE } from './accounts';
export type { DemoAccount, DemoRole } from './accounts';

export const DEFAULT_DEMO_SEED = 20261122;
export const DEFAULT_DEMO_MEMBERS = 2000;

export type DemoOptions = {
  members: number;
  seed?: number;
  /** bcrypt hash of DEMO_PASSWORD, computed once by the caller (hashing is deliberately slow). */
  passwordHash: string;
  /** The day the data is generated for (its local calendar date); defaults to now. */
  today?: Date;
  log?: (line: string) => void;
};

export type DemoSummary = {
  seed: number;
  today: string;
  members: number;
  /** Rows written, per table. */
  counts: Record<string, number>;
  accounts: readonly DemoAccount[];
  password: string;
  /** Where the time went, step by step (phases.ts). */
  phases: Phase[];
};

// Tables numbered by the generator itself (explicit ids from 1), whose sequences must follow.
const NUMBERED: [table: string, column: string, count: keyof Counts][] = [
  ['asociacion', 'id_asoc', 'asociacion'],
  ['dojo', 'id_dojo', 'dojo'],
  ['asociado', 'id_aso', 'asociado'],
  ['remesa', 'id_rem', 'remesa'],
  ['cuota', 'id_cuota', 'cuota'],
  ['grado', 'idgrado', 'grado'],
  ['asociado_titulo', 'idasoc_titulo', 'asociado_titulo'],
  ['curso', 'id_curso', 'curso'],
  ['curso_sesion', 'id_ses', 'curso_sesion'],
  ['inscripcion', 'id_inscripcion', 'inscripcion'],
  ['inscripcion_sesion', 'id_inscripcion_sesion', 'inscripcion_sesion'],
];

type Counts = {
  asociacion: number;
  dojo: number;
  asociado: number;
  remesa: number;
  cuota: number;
  grado: number;
  asociado_titulo: number;
  curso: number;
  curso_sesion: number;
  inscripcion: number;
  inscripcion_sesion: number;
  plantilla: number;
  mensaje_contacto: number;
} & MoneyCounts;

/**
 * Fills a migrated database that has its reference data but no association with a believable,
 * deterministic federation: the same seed and `today` always give the same rows and ids. Everything
 * is written in one transaction with COPY (bulk.ts), indexes and foreign keys built and per-row
 * triggers' work done set-wise at the end (load.ts).
 * The connection must not be inside a transaction.
 */
export async function generateDemo(db: ClientBase, options: DemoOptions): Promise<DemoSummary> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const members = options.members;
  const log = options.log ?? (() => undefined);
  const today = dayOf(options.today ?? new Date());
  if (!Number.isInteger(members) || members < DEMO_ACCOUNTS.length) {
    throw new Error(`members must be an integer of at least ${DEMO_ACCOUNTS.length} (the demo accounts)`);
  }
  if (!Number.isInteger(seed)) throw new Error('seed must be an integer');

  const clock = await startPhaseClock(db);
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const result = await clock.measure(label, work);
    const phase = clock.phases[clock.phases.length - 1] as Phase;
    log(`${label} (${phase.seconds.toFixed(1)} s)`);
    return result;
  };

  const queue = new StatementQueue(db);
  let counts: Counts;
  await db.query('begin');
  try {
    // A federation loaded in bulk is not a million changes by somebody: the audit log starts after.
    await db.query(`select set_config('federa.sin_auditoria', 'on', true)`);
    counts = await fill(db, queue, { members, seed, today, passwordHash: options.passwordHash }, timed);
    await timed('commit', () => db.query('commit'));
  } catch (error) {
    // Statements still queued fail on the aborted transaction; their errors were already handled.
    await queue.drain().catch(() => undefined);
    await db.query('rollback');
    throw error;
  }
  // Fresh statistics, or the first queries on a million members plan as if the tables were empty.
  const tables = [...NUMBERED.map(([table]) => table), 'plantilla', 'mensaje_contacto', ...MONEY_TABLES];
  await timed('analyze', () => db.query(`analyze ${tables.join(', ')}`));
  return {
    seed,
    today: isoDay(today),
    members,
    counts: { ...counts },
    accounts: DEMO_ACCOUNTS,
    password: DEMO_PASSWORD,
    phases: clock.phases,
  };
}

async function fill(
  db: ClientBase,
  queue: StatementQueue,
  options: { members: number; seed: number; today: number; passwordHash: string },
  timed: <T>(label: string, work: () => Promise<T>) => Promise<T>,
): Promise<Counts> {
  const { members, seed, today } = options;
  // Two generators started together would both find the table empty.
  await db.query('lock table asociacion in exclusive mode');
  const existing = await db.query<{ found: boolean }>('select exists (select 1 from asociacion) as found');
  if (existing.rows[0]?.found) {
    throw new Error('The database already has associations: the demo is only generated into an empty one');
  }
  const reference = await loadReference(db);
  const root = new Random(seed);
  const federation = planFederation(root.fork('federation'), members, reference, DEMO_ACCOUNTS.length);
  const load = await startBulkLoad(db);

  const structure = await timed(
    `asociacion, dojo: ${federation.associations.length} associations, ${federation.dojos.length} dojos`,
    () => insertFederation(queue, root.fork('dojos'), federation, reference),
  );
  const memberRng = root.fork('members');
  // Fees are decided as each member is generated (its row carries its latest fee year).
  const plan = new FeePlan(root.fork('fees'), members, federation.dojos.length, today);
  const index = await timed(`asociado: ${members} members`, () =>
    insertMembers(queue, memberRng, federation, reference, {
      members,
      passwordHash: options.passwordHash,
      today,
      fees: plan,
    }),
  );
  const fees = await timed('remesa, cuota', () => insertFees(queue, plan, federation, index, today));
  const grades = await timed('grado, asociado_titulo', () =>
    insertGrades(queue, root.fork('grades'), federation, reference, index, today),
  );
  const courses = await timed('curso, curso_sesion, inscripcion, inscripcion_sesion', () =>
    insertCourses(
      queue,
      root.fork('courses'),
      federation,
      index,
      membersByAssociation(index, federation),
      today,
    ),
  );
  await timed('waiting for the last batches', () => queue.finish());
  const money = await timed('money: tarifa, cargo, cargo_linea, pago, factura, SEPA, extracto', () =>
    insertMoney(db, federation, index, {
      batches: fees.batches,
      fees: fees.fees,
      today,
      firstYear: plan.firstYear,
    }),
  );
  await load.finish(timed);
  const extras = await insertExtras(db, index, today);

  const counts: Counts = {
    asociacion: structure.associations,
    dojo: structure.dojos,
    asociado: members,
    remesa: fees.batches,
    cuota: fees.fees,
    grado: grades.grades,
    asociado_titulo: grades.titles,
    curso: courses.courses,
    curso_sesion: courses.sessions,
    inscripcion: courses.enrolments,
    inscripcion_sesion: courses.enrolmentSessions,
    plantilla: extras.templates,
    mensaje_contacto: extras.messages,
    ...money,
  };
  // Rows carry explicit ids (the same on every run, whatever the sequences had handed out before).
  for (const [table, column, key] of NUMBERED) {
    await db.query('select setval(pg_get_serial_sequence($1, $2), $3, $4)', [
      table,
      column,
      Math.max(1, counts[key]),
      counts[key] > 0,
    ]);
  }
  return counts;
}
