import { byMoment, type RetentionPolicy } from '../common/retention';

type RetentionSettings = { retention: { contactDays: number } };

/** Contact messages go `CONTACT_RETENTION_DAYS` after they were sent, read or not. */
export const contactRetention = (config: RetentionSettings): RetentionPolicy[] => [
  byMoment('mensaje_contacto', 'fecha', config.retention.contactDays),
];
