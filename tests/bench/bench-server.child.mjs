// A bench server in a process of its own (members-list.bench.mjs --server-process): the clients'
// CPU is then not the server's. Started with the configuration as JSON; answers its address, and
// the CPU it has spent whenever asked.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startServer } = require('../../graph/dist/graph/src/start.js');

const server = await startServer(JSON.parse(process.argv[2]), () => undefined);
process.send({ url: server.url });
process.on('message', (message) => {
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => server.close().then(() => process.exit(0)));
