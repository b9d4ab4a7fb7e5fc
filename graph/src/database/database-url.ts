/**
 * `url` naming another database of the same server. Apart from connect.ts so that the tests can
 * use it without loading the ORM.
 */
export function withDatabaseName(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
