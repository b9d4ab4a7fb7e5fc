import type { Config } from '../../config';
import { byMoment, type RetentionPolicy } from '../common/retention';

/** Contact messages go `CONTACT_RETENTION_DAYS` after they were sent, read or not. */
export const contactRetention = (config: Config): RetentionPolicy[] => [
  byMoment('mensaje_contacto', 'fecha', config.retention.contactDays),
];
