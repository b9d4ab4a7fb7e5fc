// Loaded into a server process by the load scripts (`node --require`): answers a 'memory' message
// on the IPC channel with the process's own figures, the heap measured after a full collection
// when the process runs with --expose-gc, so that a minute's garbage does not read as growth.
// The channel is unreferenced: it never keeps a stopping server alive.
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    if (typeof global.gc === 'function') global.gc();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    process.send({ memory: { rss, heapUsed, heapTotal, external } });
  });
  process.channel?.unref();
}
