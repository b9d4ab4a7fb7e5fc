import { useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useCourseActions } from '../hooks/useCourseActions';

type CourseValidationProps = {
  id: number;
  validated: boolean;
  /** Asked before the toggle acts (the modal's unsaved edits); false leaves everything as it is. */
  mayToggle: () => Promise<boolean>;
};

/**
 * The national administrator's validation toggle in the course modal (part 2 §4, §6). It acts at
 * once, as the row menu's does: a validated course takes enrolments and can no longer change.
 */
export function CourseValidation({ id, validated, mayToggle }: CourseValidationProps) {
  const { t } = useT();
  const { toggleValidation } = useCourseActions();
  const [busy, setBusy] = useState(false);
  const handleToggle = async () => {
    setBusy(true);
    if (await mayToggle()) await toggleValidation(id);
    setBusy(false);
  };
  return (
    <section className="course-validation" aria-labelledby="course-validation-title">
      <h3 id="course-validation-title">{t('web.courses.validation')}</h3>
      <p className={validated ? 'course-approval course-approval--approved' : 'course-approval'}>
        {t(validated ? 'web.courses.isValidated' : 'web.courses.isNotValidated')}
      </p>
      <button type="button" className="button" disabled={busy} onClick={() => void handleToggle()}>
        {t(validated ? 'web.courses.unvalidateCourse' : 'web.courses.validateCourse')}
      </button>
    </section>
  );
}
