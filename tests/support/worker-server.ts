import crypto from 'node:crypto';
import childProcess, { type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Config } from '../../graph/src/config';

/**
 * The server process of this jest worker (server-child.cjs --serve), started by the worker's first
 * test file and kept for the next ones: the server's modules (MikroORM, Apollo, sharp…) load once
 * per worker instead of once per file.
 *
 * Jest gives every test file a fresh module registry and global object, so nothing of this module
 * outlives the file. Node's own modules are shared by the whole process, and the process handle
 * is kept on one of them. Each request adds its own listeners and removes them once answered, so
 * no code of an ended file is left running.
 */
const KEPT = Symbol.for('federa.test.workerServerProcess');
type Holder = { [KEPT]?: ChildProcess };

function workerProcess(): ChildProcess {
  const holder = childProcess as unknown as Holder;
  const kept = holder[KEPT];
  if (kept?.connected && kept.exitCode === null && kept.signalCode === null) return kept;
  const child = childProcess.fork(path.join(__dirname, 'server-child.cjs'), ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Structured clone: a configuration with Infinity or a Date arrives as it was sent.
    serialization: 'advanced',
  });
  // The worker may end whenever jest is done with it: the child then sees its channel close and
  // stops its servers (server-child.cjs).
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  holder[KEPT] = child;
  return child;
}

type Reply = { id: string; url?: string; port?: number; error?: string };

function ask(child: ChildProcess, message: Record<string, unknown> & { id: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const answered = (reply: Reply) => {
      if (reply?.id !== message.id) return;
      done();
      if (reply.error) reject(new Error(`the worker's server process: ${reply.error}`));
      else resolve(reply);
    };
    const ended = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`the worker's server process ended (${code ?? signal})`));
    };
    const done = () => {
      child.off('message', answered);
      child.off('exit', ended);
    };
    child.on('message', answered);
    child.on('exit', ended);
    child.send(message);
  });
}

export type WorkerServer = { url: string; port: number; close: () => Promise<void> };

/** A server with `config` in this worker's server process (started on first use). */
export async function startWorkerServer(config: Config): Promise<WorkerServer> {
  const child = workerProcess();
  const id = crypto.randomUUID();
  // The test file that asked: servers a file left open are closed when another file starts one.
  const owner = String(expect.getState().testPath ?? process.pid);
  const { url, port } = await ask(child, { id, kind: 'start', config, owner });
  let closing: Promise<void> | undefined;
  return {
    url: url!,
    port: port!,
    close: () =>
      (closing ??= (async () => {
        if (!child.connected) return;
        await ask(child, { id, kind: 'stop' });
      })()),
  };
}
