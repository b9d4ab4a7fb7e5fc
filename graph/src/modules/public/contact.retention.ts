import type { Config } from '../../config';
import type { RetentionPolicy } from '../common/retention';
import { run, sql } from '../common/sql';

/** Contact messages go `CONTACT_RETENTION_DAYS` after they were sent, read or not, oldest first. */
export const contactRetention = (config: Config): RetentionPolicy[] => [
  {
    name: 'mensaje_contacto',
    days: config.retention.contactDays,
    deleteBatch: async (em, before, limit) => {
      const [row] = await run<{ n: number }>(
        em,
        sql`with gone as (
              delete from mensaje_contacto where id in (
                select id from mensaje_contacto where fecha < ${before} order by fecha, id limit ${limit})
              returning 1)
            select count(*)::int as n from gone`,
      );
      return row!.n;
    },
  },
];
