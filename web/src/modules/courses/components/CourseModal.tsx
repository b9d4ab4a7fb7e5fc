import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { localToday } from '@federa/schema/validation/members';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useForm } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useModalSave } from '../../ui/modal/useModalSave';
import {
  changedInput,
  COURSE_SERVER_FIELDS,
  courseFormErrors,
  createInput,
  newCourseValues,
  recordValues,
  storedDatesOf,
} from '../courseForm';
import { CourseFields } from './CourseFields';
import { CourseValidation } from './CourseValidation';
import { SessionsEditor } from './SessionsEditor';

/** What the course modal reads of a course: its form values and what the caller may do. */
export const CourseDetailFields = graphql(`
  fragment CourseDetail on Course {
    id
    title
    city
    details
    clausesActive
    clauses
    image
    memberPriceCents
    otherPriceCents
    organiserName
    validated
    canEdit
    canValidate
    sessions {
      id
      date
      startTime
      endTime
      description
      kind
      priceCents
    }
  }
`);

const CourseQuery = graphql(`
  query Course($id: Int!) {
    course(id: $id) {
      ...CourseDetail
    }
  }
`);

const CreateCourseMutation = graphql(`
  mutation CreateCourse($input: CourseInput!) {
    createCourse(input: $input) {
      ...CourseDetail
    }
  }
`);

const UpdateCourseMutation = graphql(`
  mutation UpdateCourse($id: Int!, $input: CourseInput!) {
    updateCourse(id: $id, input: $input) {
      ...CourseDetail
    }
  }
`);

type CourseModalProps = {
  show: number;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** The list screen's delete flow for this course. */
  onDelete: (course: { id: number; title: string }) => void;
};

/**
 * New (show < 0), modify or see (show > 0) a course (part 2 §2.9): title, city, details, poster,
 * clauses, sessions and events, checked by the server's own rules before anything is sent. A
 * modify sends only the fields that changed. Read-only once validated or to whoever does not
 * manage it; the national administrator validates or unvalidates it here too.
 */
export function CourseModal({ show, onClose, onSaved, onDelete }: CourseModalProps) {
  const { t, lang } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const [today] = useState(localToday);
  const { data, error } = useQuery(CourseQuery, {
    variables: { id: show },
    skip: show <= 0,
    fetchPolicy: 'network-only',
  });
  const record = data?.course;
  const storedDates = useMemo(() => storedDatesOf(record), [record]);
  const rules = useMemo(() => courseFormErrors(today, storedDates), [today, storedDates]);
  const form = useForm({
    initial: newCourseValues(),
    rules,
    idPrefix: 'course',
    serverFields: COURSE_SERVER_FIELDS,
  });
  useLoadRecord(record, (loaded) => recordValues(loaded, lang), form.load);

  const save = async () => {
    if (record) {
      const input = changedInput(recordValues(record, lang), form.values);
      // Nothing changed: nothing to send (the server would ask which fields change).
      if (Object.keys(input).length === 0) return record.id;
      await client.mutate({ mutation: UpdateCourseMutation, variables: { id: record.id, input } });
      return record.id;
    }
    const { data: created } = await client.mutate({
      mutation: CreateCourseMutation,
      variables: { input: createInput(form.values) },
    });
    return created!.createCourse.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  // A validated course is read-only, so validating with unsaved edits would strand them on
  // screen, never stored. §8's modified-form question decides first: Sí drops them (the stored
  // course is what gets validated), No keeps them to save. Saving on the way was not chosen: a
  // save the server refuses, or one that succeeds before a refused toggle, would leave the
  // national administrator guessing which of the two happened.
  const mayToggle = async () => {
    if (!form.dirty || !record) return true;
    const drop = await dialogs.confirm(t('web.modal.modifiedTitle'), t('web.modal.modified'));
    if (drop) form.load(recordValues(record, lang));
    return drop;
  };

  const ready = show < 0 || !!record;
  const readOnly = !!record && !record.canEdit;
  const title = readOnly
    ? 'web.courses.seeTitle'
    : show > 0
      ? 'web.courses.editTitle'
      : 'web.courses.newTitle';
  return (
    <EditModal
      title={t(title)}
      dirty={form.dirty}
      saving={saving}
      onApply={ready && !readOnly ? apply : undefined}
      onClose={onClose}
      wide
      extraActions={
        record?.canEdit && (
          <button type="button" className="button" onClick={() => onDelete(record)}>
            {t('web.courses.delete')}
          </button>
        )
      }
    >
      <ModalLoad ready={ready} failed={!!error}>
        <div className="course-form">
          {record?.canValidate && (
            <CourseValidation id={record.id} validated={record.validated} mayToggle={mayToggle} />
          )}
          <CourseFields form={form} storedImage={record?.image ?? null} readOnly={readOnly} />
          <SessionsEditor form={form} readOnly={readOnly} />
        </div>
      </ModalLoad>
    </EditModal>
  );
}
