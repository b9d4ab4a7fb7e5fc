import { COURSE_MAX_SESSIONS, SESSION_DESCRIPTION_MAX } from '@federa/schema/validation/courses';
import { useT } from '../../i18n/hooks/useT';
import { FormSelect, FormText } from '../../ui/form/fields';
import { fieldId } from '../../ui/form/paths';
import type { Form, ShownError } from '../../ui/form/useForm';
import { newSessionRow, type CourseFormValues } from '../courseForm';

type SessionsEditorProps = {
  form: Form<CourseFormValues>;
  readOnly?: boolean;
};

/**
 * The course's sessions (S) and events (E) (part 2 §2.9, §5): a date, start and end times (00:00
 * and 23:00 unless changed), a description of at most 80 characters with its count, the type,
 * and an event's price per person (issue 30). A new row takes the last row's date; the last row
 * cannot be removed.
 */
export function SessionsEditor({ form, readOnly }: SessionsEditorProps) {
  const { t } = useT();
  const sessions = form.list('sessions');
  const rows = form.values.sessions;
  const kinds = [
    { value: 'S', label: t('web.courses.kindS') },
    { value: 'E', label: t('web.courses.kindE') },
  ];
  const listError = form.errors.sessions;
  const shownText = (error: ShownError) => ('message' in error ? error.message : t(error.key, error.params));
  const full = rows.length >= COURSE_MAX_SESSIONS;
  return (
    <section className="course-sessions" aria-labelledby="course-sessions-title">
      <h3 id="course-sessions-title">{t('web.courses.sessions')}</h3>
      <ol className="course-session-list">
        {sessions.rows.map(({ key, index }) => {
          const name = t('web.courses.sessionRow', { n: index + 1 });
          const description = rows[index].description;
          // A refusal of the row as a whole (a session that is no longer the course's).
          const rowError = form.errors[`sessions.${index}`];
          const rowId = fieldId(form.host.idPrefix, `sessions.${index}`);
          return (
            <li key={key}>
              <fieldset
                id={rowId}
                className="course-session"
                tabIndex={-1}
                aria-describedby={rowError ? `${rowId}-error` : undefined}
              >
                <legend className="visually-hidden">{name}</legend>
                <div className="course-session-date">
                  <FormText
                    form={form.host}
                    field={`sessions.${index}.date`}
                    type="date"
                    label={t('web.courses.date')}
                    required
                    readOnly={readOnly}
                  />
                </div>
                <div className="course-session-start">
                  <FormText
                    form={form.host}
                    field={`sessions.${index}.startTime`}
                    type="time"
                    label={t('web.courses.startTime')}
                    readOnly={readOnly}
                  />
                </div>
                <div className="course-session-end">
                  <FormText
                    form={form.host}
                    field={`sessions.${index}.endTime`}
                    type="time"
                    label={t('web.courses.endTime')}
                    readOnly={readOnly}
                  />
                </div>
                <div className="course-session-description">
                  <FormText
                    form={form.host}
                    field={`sessions.${index}.description`}
                    label={t('web.courses.description')}
                    required
                    maxLength={SESSION_DESCRIPTION_MAX}
                    hint={t('web.courses.descriptionCount', {
                      length: description.length,
                      max: SESSION_DESCRIPTION_MAX,
                    })}
                    readOnly={readOnly}
                  />
                </div>
                <div className="course-session-kind">
                  <FormSelect
                    form={form.host}
                    field={`sessions.${index}.kind`}
                    label={t('web.courses.kind')}
                    required
                    options={kinds}
                    disabled={readOnly}
                  />
                </div>
                {rows[index].kind === 'E' && (
                  <div className="course-session-price">
                    <FormText
                      form={form.host}
                      field={`sessions.${index}.price`}
                      label={t('web.courses.eventPrice')}
                      hint={t('web.courses.eventPriceHint')}
                      readOnly={readOnly}
                    />
                  </div>
                )}
                {!readOnly && (
                  <button
                    type="button"
                    className="button course-session-remove"
                    disabled={rows.length <= 1}
                    onClick={() => sessions.remove(index)}
                    aria-label={t('web.courses.removeSession', { row: name })}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
                {rowError && (
                  <p id={`${rowId}-error`} className="field-error course-session-error" role="alert">
                    {shownText(rowError)}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="field-error" role="alert">
          {shownText(listError)}
        </p>
      )}
      {!readOnly && (
        <button
          id={fieldId(form.host.idPrefix, 'sessions')}
          type="button"
          className="button"
          disabled={full}
          onClick={() => sessions.append(newSessionRow(rows.at(-1)))}
        >
          {t('web.courses.addSession')}
        </button>
      )}
    </section>
  );
}
