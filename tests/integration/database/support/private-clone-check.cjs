// Run by private-clone.test.ts from inside a copy of the repository in a private folder: starts
// the embedded PostgreSQL with that copy's code (transpiled beside its sources) and binaries,
// asks it one question, stops it, and prints the answer as JSON.
const path = require('node:path');
const { Client } = require('pg');
const { startEmbeddedPostgres } = require('../../../../graph/src/database/embedded.js');

async function main() {
  const [dir, port] = process.argv.slice(2);
  const server = await startEmbeddedPostgres(path.resolve(dir), Number(port));
  try {
    const client = new Client({ connectionString: server.url('postgres') });
    await client.connect();
    const { rows } = await client.query('SELECT current_user AS "user", 6 * 7 AS answer');
    await client.end();
    console.log(JSON.stringify(rows[0]));
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
