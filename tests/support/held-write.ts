import { Client } from 'pg';
import type { TestServer } from './test-server';

/**
 * A write another save made and has not committed yet: the window in which two saves have both
 * passed their duplicate check. `race` runs a save meanwhile, commits once the save waits for a
 * lock (or has already answered without waiting), and returns the save's answer.
 */
export async function whileHeld<T>(
  t: TestServer,
  statement: { text: string; params: unknown[] },
  save: () => Promise<T>,
): Promise<{ answer: T; waited: boolean }> {
  const holder = new Client({ connectionString: t.server.db.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(statement.text, statement.params);
    const saving = save();
    const waited = await Promise.race([saving.then(() => false), waitingForLock(t)]);
    await holder.query('commit');
    return { answer: await saving, waited };
  } finally {
    await holder.end();
  }
}

/**
 * Saves at once, each let through its checks (reads) but stopped at its first write to `table`
 * (held `in share mode`, which lets reads by and stops inserts and updates) until all of them
 * wait there: then every save has passed its duplicate check before any wrote. `together` tells
 * whether they did all wait (false after 10 s).
 */
export async function allPastTheirChecks<T>(
  t: TestServer,
  table: string,
  saves: (() => Promise<T>)[],
): Promise<{ answers: T[]; together: boolean }> {
  const holder = new Client({ connectionString: t.server.db.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(`lock table ${table} in share mode`);
    const saving = Promise.all(saves.map((save) => save()));
    const together = await waitingForLock(t, saves.length);
    await holder.query('commit');
    return { answers: await saving, together };
  } finally {
    await holder.end();
  }
}

/** Resolves true once `sessions` sessions of this database wait for a lock; false after 10 s. */
export async function waitingForLock(t: TestServer, sessions = 1): Promise<boolean> {
  for (let tries = 0; tries < 200; tries++) {
    const [{ n }] = await t.sql<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (n >= sessions) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
