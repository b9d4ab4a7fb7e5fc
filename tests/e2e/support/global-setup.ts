import { execSync, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/**
 * The built web client (unless E2E_SKIP_BUILD=1) and one PostgreSQL with the demo template for
 * the run. The servers run from the sources, one per worker (fixtures.ts), so only the client is
 * built. The returned function stops the database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });

  const database = fork(path.join(__dirname, 'database-process.ts'), [], {
    cwd: root,
    // As in jest: the migrations' log stays out of the report.
    env: { ...process.env, NODE_ENV: 'test' },
    execArgv: ['-r', path.join(root, 'tests/support/swc-register.cjs')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(database, 'exit');
  const { serverUrl } = await Promise.race([
    once(database, 'message').then(([message]) => message as { serverUrl: string }),
    exited.then(([code]) => Promise.reject(new Error(`the test database process ended (${code})`))),
  ]);
  // Workers inherit the runner's environment: startTestServer clones the template from here.
  process.env.FEDERA_TEST_SERVER_URL = serverUrl;

  return async () => {
    if (database.exitCode !== null || database.signalCode !== null) return;
    database.disconnect();
    await exited;
  };
}
