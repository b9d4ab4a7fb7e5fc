import type { Config } from '../../config';
import type { RetentionPolicy } from '../common/retention';
import { run, sql } from '../common/sql';

/**
 * The audit log's entries go `AUDIT_RETENTION_DAYS` after they were written, oldest first, through
 * its index on the moment.
 */
export const auditRetention = (config: Config): RetentionPolicy[] => [
  {
    name: 'auditoria',
    days: config.retention.auditDays,
    deleteBatch: async (em, before, limit) => {
      const [row] = await run<{ n: number }>(
        em,
        sql`with gone as (
              delete from auditoria where id in (
                select id from auditoria where momento < ${before} order by momento, id limit ${limit})
              returning 1)
            select count(*)::int as n from gone`,
      );
      return row!.n;
    },
  },
];
