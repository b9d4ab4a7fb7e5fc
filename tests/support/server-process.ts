import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { Config } from '../../graph/src/config';

export type ServerProcess = { url: string; close: () => Promise<void> };

/**
 * A test server (startTestServer) in its own process. A request that blocks the server's event
 * loop then blocks only the server: the test's own timers and requests keep running, so a server
 * frozen by one request fails the test at its timeout instead of freezing the test with it.
 */
export async function startServerProcess(overrides: Partial<Config> = {}): Promise<ServerProcess> {
  const child = fork(path.join(__dirname, 'server-child.cjs'), [JSON.stringify(overrides)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const url = await Promise.race([
    once(child, 'message').then(([message]) => (message as { url: string }).url),
    exited.then(([code]) => Promise.reject(new Error(`the server process ended (${code})`))),
  ]);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // It closes itself when told; one still frozen by a test that failed is ended.
      const frozen = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.disconnect();
      await exited;
      clearTimeout(frozen);
    },
  };
}
