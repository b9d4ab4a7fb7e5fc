import { useT } from '../../i18n/hooks/useT';
import { STATUS_KEYS, statusOf } from '../gradeForm';

/** Pendiente (orange), Regulado / Examinado (green), or not saved yet: a word, never colour alone. */
export function GradeStatus({ status }: { status: number | null | undefined }) {
  const { t } = useT();
  const kind = statusOf(status);
  return (
    <span className={`grade-status grade-status--${kind}`} data-status={kind}>
      {t(STATUS_KEYS[kind])}
    </span>
  );
}
