import { useT } from '../../i18n/hooks/useT';

type InboxCountsProps = { counts: { fees: number; grades: number; courses: number; total?: number } };

/** What waits, per kind, counted as the sidebar's badges count it (grades with titles). */
export function InboxCounts({ counts }: InboxCountsProps) {
  const { t } = useT();
  return (
    <ul className="inbox-counts" aria-label={t('web.validations.counts')}>
      <li data-kind="fees">{t('web.validations.kindFees', { count: counts.fees })}</li>
      <li data-kind="grades">{t('web.validations.kindGrades', { count: counts.grades })}</li>
      <li data-kind="courses">{t('web.validations.kindCourses', { count: counts.courses })}</li>
    </ul>
  );
}
