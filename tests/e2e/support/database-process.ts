// The browser suite's PostgreSQL, in a process of its own (run through tests/support/swc-register.cjs,
// as the server sources need decorator metadata that Playwright's own loader does not emit): the
// template is the demo federation the application makes on its first start (2,000 members, the
// demo seed and password), and every worker clones it (fixtures.ts). It stops when the runner
// lets go of it (the IPC channel closes) or is interrupted.
import { DEFAULT_DEMO_MEMBERS } from '../../../graph/src/tools/demo/generator';
import { hashDemoPassword } from '../../../graph/src/tools/demo/seed';
import { buildTemplate, startTestPostgres } from '../../support/template-database';

async function main() {
  const port = process.env.E2E_PG_PORT ? Number(process.env.E2E_PG_PORT) : undefined;
  const pg = await startTestPostgres(port);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= pg.stop().finally(() => process.exit(0)));
  process.once('disconnect', stop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await buildTemplate(pg.serverUrl, {
      members: DEFAULT_DEMO_MEMBERS,
      passwordHash: await hashDemoPassword(10),
    });
  } catch (error) {
    await pg.stop();
    throw error;
  }
  process.send!({ serverUrl: pg.serverUrl });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
