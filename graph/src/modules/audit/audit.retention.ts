import { byMoment, type RetentionPolicy } from '../common/retention';

type RetentionSettings = { retention: { auditDays: number } };

/** The audit log's entries go `AUDIT_RETENTION_DAYS` after they were written. */
export const auditRetention = (config: RetentionSettings): RetentionPolicy[] => [
  byMoment('auditoria', 'momento', config.retention.auditDays),
];
