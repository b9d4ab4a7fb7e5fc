import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { whileHeld } from '../../support/held-write';
import { serveFromThisProcess } from '../../support/test-server';
import {
  ES,
  TRANSPORTS,
  courseApi,
  courseAt,
  courseSnapshot,
  openCoursesWorld,
  type World,
} from './course-support';

// A spy counts the server's SQL statements: its server runs in this process.
serveFromThisProcess();

// The rules hold when another write lands between a check and the write it allows: a change or
// delete checks again under the course's lock. A page of courses with its sessions and the
// caller's enrolment costs the same statements whatever its size (DataLoader).

let w: World;
beforeAll(async () => {
  w = await openCoursesWorld();
});
afterAll(() => w.t.close());

describe.each(TRANSPORTS)('races over %s', (transport) => {
  const api = () => courseApi(w.t, transport, w.tokens.dojo);

  it('refuses a change once a validation committed while it waited', async () => {
    const { id } = await courseAt(w);
    const before = await courseSnapshot(w.t, id);
    const { answer, waited } = await whileHeld(
      w.t,
      { text: 'update curso set cf_val_admi = 1 where id_curso = $1', params: [id] },
      () => api().edit(id, { titulo: 'Cambiado a destiempo' }),
    );
    expect(waited).toBe(true);
    expect(answer).toMatchObject({ ok: false, code: 'CONFLICT', message: ES.alreadyValidated });
    expect(await courseSnapshot(w.t, id)).toEqual({ ...before, row: { ...before.row, cf_val_admi: 1 } });
  });

  it('refuses a delete once an enrolment committed while it waited', async () => {
    const { id } = await courseAt(w);
    const { answer, waited } = await whileHeld(
      w.t,
      { text: 'insert into inscripcion (cf_curso, cf_asociado) values ($1, 4)', params: [id] },
      () => api().del(id),
    );
    expect(waited).toBe(true);
    expect(answer).toMatchObject({ ok: false, code: 'CONFLICT', message: ES.hasEnrolments });
    expect(await w.t.sql('select 1 from curso where id_curso = $1', [id])).toHaveLength(1);
  });
});

/** SQL statements the server runs while `work` does (the server lives in this process). */
async function statements(work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(PostgreSqlConnection.prototype, 'execute');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('nested course fields', () => {
  const page = (limit: number) =>
    w.t.graphql(
      `query ($limit: Int) { courses(page: { limit: $limit }) { items {
         id enrolled canEnrol sessions { id date kind } } } }`,
      { limit },
      { token: w.tokens.miembro },
    );

  it('cost a constant number of SQL statements, whatever the page size', async () => {
    // The session's first request checks it in the database, later ones answer from the cache.
    await page(15);
    const small = await statements(() => page(15));
    const large = await statements(() => page(50));
    expect(small).toBe(large);
    const items = (await page(50)).data!.courses.items as {
      id: number;
      enrolled: boolean;
      sessions: unknown[];
    }[];
    expect(items.length).toBeGreaterThan(15);
    expect(items.every((c) => c.sessions.length > 0)).toBe(true);
    expect(items.find((c) => c.id === 1)?.enrolled).toBe(true);
  });
});
