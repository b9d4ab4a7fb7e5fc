// Writes schema/schema.graphql, the contract the web client and integrators build against.
import 'reflect-metadata';
import { buildFederaSchema, SCHEMA_FILE } from './graphql/schema';
import { MODULES } from './modules';

buildFederaSchema(MODULES, { emit: true })
  .then(() => console.log(`Wrote ${SCHEMA_FILE}`))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
