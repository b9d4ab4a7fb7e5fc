import { readFile } from 'node:fs/promises';
import type { ClientBase } from 'pg';

/**
 * One step of the generation: its wall-clock time, and the processor time it took here
 * (generating and encoding rows) and in the server process of the connection (parsing, storing,
 * building indexes). On a busy machine the wall clock says little; the two CPU figures say where
 * the work is. The server's figure is only known when it runs on this machine (read from /proc),
 * and leaves out the parallel workers of an index build.
 */
export type Phase = { label: string; seconds: number; clientCpu: number; serverCpu: number | null };

// Linux reports a process's times in clock ticks, 100 a second on every usual kernel.
const TICKS_PER_SECOND = 100;

async function processCpu(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const clientCpu = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

export async function startPhaseClock(db: ClientBase) {
  const { rows } = await db.query<{ pid: number; local: boolean }>(
    `select pg_backend_pid() as pid,
            coalesce(inet_server_addr() <<= '127.0.0.0/8' or inet_server_addr() = '::1', true) as local`,
  );
  const pid = rows[0]?.local ? rows[0].pid : undefined;
  const phases: Phase[] = [];
  return {
    phases,
    async measure<T>(label: string, work: () => Promise<T>): Promise<T> {
      const server = pid === undefined ? null : await processCpu(pid);
      const client = clientCpu();
      const started = performance.now();
      const result = await work();
      const seconds = (performance.now() - started) / 1000;
      const serverAfter = pid === undefined ? null : await processCpu(pid);
      phases.push({
        label,
        seconds,
        clientCpu: clientCpu() - client,
        serverCpu: server === null || serverAfter === null ? null : serverAfter - server,
      });
      return result;
    },
  };
}

/** The phases as a table, with their totals. */
export function formatPhases(phases: readonly Phase[]): string {
  const width = Math.max(5, ...phases.map((p) => p.label.length));
  const cpu = (n: number | null) => (n === null ? '-' : n.toFixed(1)).padStart(10);
  const row = (label: string, seconds: number, client: number, server: number | null) =>
    `  ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}  ${cpu(client)}  ${cpu(server)}`;
  const lines = [
    `  ${'phase'.padEnd(width)}  ${'wall s'.padStart(7)}  ${'node cpu s'.padStart(10)}  ${'pg cpu s'.padStart(10)}`,
  ];
  for (const p of phases) lines.push(row(p.label, p.seconds, p.clientCpu, p.serverCpu));
  const sum = (pick: (p: Phase) => number) => phases.reduce((s, p) => s + pick(p), 0);
  const serverKnown = phases.every((p) => p.serverCpu !== null);
  lines.push(
    row(
      'total',
      sum((p) => p.seconds),
      sum((p) => p.clientCpu),
      serverKnown ? sum((p) => p.serverCpu ?? 0) : null,
    ),
  );
  return lines.join('\n');
}
