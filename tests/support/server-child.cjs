// Test servers in a process of their own, running the TypeScript sources (swc-register.cjs).
//
// - `server-child.cjs '<overrides>'` (server-process.ts): one server over its own copy of the
//   template, announced with { url } and closed when the parent lets go of the IPC channel.
// - `server-child.cjs --serve` (worker-server.ts): the server of one jest worker. The server's
//   modules load once; each test file then asks for a server over the database it cloned:
//   { id, kind: 'start', config, owner } → { id, url, port } and { id, kind: 'stop' } → { id }.
//   This channel exists only between a test and the process it forked: nothing of it is in
//   graph/src, so no build of the server can be reached through it.
require('./swc-register.cjs');

if (process.argv[2] === '--serve') serveOnRequest();
else serveOne(JSON.parse(process.argv[2] ?? '{}'));

function serveOne(overrides) {
  const { startTestServer } = require('./test-server.ts');
  startTestServer(overrides, { inProcess: true }).then(
    (server) => {
      process.send({ url: server.url });
      process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

function serveOnRequest() {
  const { startServer } = require('../../graph/src/start.ts');
  /** @type {Map<string, { server: { close: () => Promise<void> }, owner: string }>} */
  const servers = new Map();
  const stop = async (id) => {
    const entry = servers.get(id);
    servers.delete(id);
    await entry?.server.close();
  };
  // One request at a time, in order: a start never overlaps the stop of the file before it.
  let queue = Promise.resolve();
  process.on('message', (message) => {
    queue = queue.then(async () => {
      try {
        if (message.kind === 'start') {
          // A file that ended without closing its servers: they go before the next file's starts.
          for (const [id, entry] of servers) if (entry.owner !== message.owner) await stop(id);
          const server = await startServer(message.config, () => undefined);
          servers.set(message.id, { server, owner: message.owner });
          process.send({ id: message.id, url: server.url, port: server.port });
        } else if (message.kind === 'stop') {
          await stop(message.id);
          process.send({ id: message.id });
        }
      } catch (error) {
        process.send({ id: message.id, error: error instanceof Error ? error.stack : String(error) });
      }
    });
  });
  process.once('disconnect', async () => {
    await Promise.allSettled([...servers.keys()].map(stop));
    process.exit(0);
  });
}
