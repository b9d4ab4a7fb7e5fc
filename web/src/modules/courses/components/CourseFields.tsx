import {
  COURSE_CITY_MAX,
  COURSE_CLAUSES_MAX,
  COURSE_DETAILS_MAX,
  COURSE_TITLE_MAX,
} from '@federa/schema/validation/courses';
import { useT } from '../../i18n/hooks/useT';
import { FormCheckbox, FormText, FormTextArea } from '../../ui/form/fields';
import type { Form } from '../../ui/form/useForm';
import { ImagePicker } from '../../ui/image/ImagePicker';
import { posterUrl, turnsClausesOn, type CourseFormValues } from '../courseForm';

type CourseFieldsProps = {
  form: Form<CourseFormValues>;
  /** The stored poster's file name, null when the course has none. */
  storedImage: string | null;
  readOnly: boolean;
};

/** The course's own fields (part 2 §2.9): title, city, details, poster, prices (issue 30), clauses. */
export function CourseFields({ form, storedImage, readOnly }: CourseFieldsProps) {
  const { t } = useT();
  const { host, values } = form;
  const imageError = form.errors.image;
  const stored = storedImage && !values.removeImage ? storedImage : null;
  const handleClauses = (text: string) => {
    form.set('clauses', text);
    // Part 2 §5: typing the clauses turns them on.
    if (turnsClausesOn(values, text)) form.set('clausesActive', true);
  };
  return (
    <div className="course-fields">
      <div className="course-fields-text">
        <FormText
          form={host}
          field="title"
          label={t('web.courses.courseTitle')}
          required
          maxLength={COURSE_TITLE_MAX}
          readOnly={readOnly}
        />
        <FormText
          form={host}
          field="city"
          label={t('web.courses.city')}
          required
          maxLength={COURSE_CITY_MAX}
          readOnly={readOnly}
        />
        <FormTextArea
          form={host}
          field="details"
          label={t('web.courses.details')}
          required
          rows={5}
          maxLength={COURSE_DETAILS_MAX}
          disabled={readOnly}
        />
      </div>
      {readOnly ? (
        <figure className="course-poster">
          <img src={posterUrl(stored)} alt={t('web.image.previewOf', { label: t('web.courses.poster') })} />
        </figure>
      ) : (
        <ImagePicker
          id={`${host.idPrefix}-image`}
          label={t('web.courses.poster')}
          shape="poster"
          currentUrl={posterUrl(stored)}
          value={values.image}
          onChange={(dataUrl) => form.set('image', dataUrl)}
          onRemove={values.image || stored ? () => form.set('removeImage', storedImage !== null) : undefined}
          error={imageError && ('message' in imageError ? imageError.message : t(imageError.key))}
        />
      )}
      <div className="course-prices">
        <FormText
          form={host}
          field="memberPrice"
          label={t('web.courses.memberPrice')}
          hint={t('web.courses.priceHint')}
          readOnly={readOnly}
        />
        <FormText
          form={host}
          field="otherPrice"
          label={t('web.courses.otherPrice')}
          hint={t('web.courses.priceHint')}
          readOnly={readOnly}
        />
      </div>
      <div className="course-clauses">
        <FormCheckbox
          form={host}
          field="clausesActive"
          label={t('web.courses.clausesActive')}
          disabled={readOnly}
        />
        <FormTextArea
          form={host}
          field="clauses"
          label={t('web.courses.clauses')}
          required={values.clausesActive}
          rows={4}
          maxLength={COURSE_CLAUSES_MAX}
          onChangeValue={handleClauses}
          disabled={readOnly}
        />
      </div>
    </div>
  );
}
