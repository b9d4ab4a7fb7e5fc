import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useInvalidate } from '../../ui/list/invalidate';

const DeleteCourseMutation = graphql(`
  mutation DeleteCourse($id: Int!) {
    deleteCourse(id: $id) {
      message
    }
  }
`);

const ToggleCourseValidationMutation = graphql(`
  mutation ToggleCourseValidation($id: Int!) {
    toggleCourseValidation(id: $id) {
      id
      validated
      canEdit
      canValidate
      canEnrol
    }
  }
`);

/** What the list screen's delete flow takes (useListScreen's `remove`). */
export type CourseDeleteRequest = {
  name: string;
  failure: { title: string; text: string };
  run: () => Promise<string>;
};

/**
 * A course's delete and its validation toggle, for the row menu and the modal alike. A delete
 * says 'Curso eliminado.', or the server's reason (courses.hasEnrolments, alreadyValidated) under
 * its title, or §8's 'El curso no se puede eliminar.' / 'Ha habido un error al intentar eliminar
 * el curso'. A failed toggle is only logged (§8); a done one says so and refreshes the lists.
 */
export function useCourseActions() {
  const { t } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const invalidate = useInvalidate();

  const deleteRequest = (course: { id: number; title: string }, deleted?: () => void) => ({
    name: course.title,
    failure: { title: t('courses.deleteFailed'), text: t('courses.deleteError') },
    run: async () => {
      const { data } = await client.mutate({ mutation: DeleteCourseMutation, variables: { id: course.id } });
      deleted?.();
      return data!.deleteCourse.message;
    },
  });

  /** Validates or unvalidates; true once done. */
  const toggleValidation = async (id: number): Promise<boolean> => {
    let validated: boolean;
    try {
      const { data } = await client.mutate({ mutation: ToggleCourseValidationMutation, variables: { id } });
      validated = data!.toggleCourseValidation.validated;
    } catch (error) {
      console.error('course validation failed', error);
      return false;
    }
    invalidate(['Course']);
    await dialogs.success(t(validated ? 'courses.validated' : 'courses.unvalidated'));
    return true;
  };

  return { deleteRequest, toggleValidation };
}
