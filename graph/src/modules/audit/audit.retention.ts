import type { Config } from '../../config';
import { byMoment, type RetentionPolicy } from '../common/retention';

/** The audit log's entries go `AUDIT_RETENTION_DAYS` after they were written. */
export const auditRetention = (config: Config): RetentionPolicy[] => [
  byMoment('auditoria', 'momento', config.retention.auditDays),
];
