import type { TestPostgres } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as Record<string, unknown>).__federaTestPg as TestPostgres | undefined;
  await pg?.stop();
}
