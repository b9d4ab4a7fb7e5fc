// A bench server in a process of its own (members-list.bench.mjs --server-process): the clients'
// CPU is then not the server's. Started with the configuration as JSON; answers its address, and
// the CPU it has spent (and its resource usage) whenever asked.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startServer } = require('../../graph/dist/graph/src/start.js');

// BENCH_SERVER_LOG=1: the server's log lines on this process's output (a bench that reports them).
const write = process.env.BENCH_SERVER_LOG ? (line) => console.log(line) : () => undefined;
const server = await startServer(JSON.parse(process.argv[2]), write);
process.send({ url: server.url });
process.on('message', (message) => {
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  // maxRSS (KB): the most memory the server has held, for a bench that reports its peak.
  if (message === 'usage') process.send({ usage: process.resourceUsage() });
});
process.on('disconnect', () => server.close().then(() => process.exit(0)));
