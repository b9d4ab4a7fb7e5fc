import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useInvalidate } from '../../ui/list/invalidate';
import type { RowAction } from '../../ui/list/RowMenu';
import type { GradeRow } from '../components/gradeColumns';

const ToggleGradeValidationMutation = graphql(`
  mutation ToggleGradeValidation($id: Int!, $kind: GradeEntryKind!) {
    toggleGradeValidation(id: $id, kind: $kind)
  }
`);

const DeleteGradeEntryMutation = graphql(`
  mutation DeleteGradeEntry($id: Int!, $kind: GradeEntryKind!) {
    deleteGradeEntry(id: $id, kind: $kind) {
      message
    }
  }
`);

type GradeRowActionsOptions = {
  /** The list screen's delete flow (asks, runs, reports, reloads). */
  onDelete: (request: {
    name: string;
    question: string;
    failure: { title: string; text: string };
    run: () => Promise<string>;
  }) => void;
  /** After a validation or its undo: the row lights up. */
  onToggled: (row: GradeRow) => void;
};

/**
 * The validation list's row menu (part 2 §2.12, §6): Validar / Desvalidar where the server says the
 * caller may, Eliminar for pending rows it may delete, and the member's record. A failed
 * validation is only logged (§8); a done one refreshes the list and the warnings' badge at once.
 */
export function useGradeRowActions({ onDelete, onToggled }: GradeRowActionsOptions) {
  const { t, lang } = useT();
  const client = useApolloClient();
  const invalidate = useInvalidate();

  const toggle = async (row: GradeRow) => {
    try {
      await client.mutate({
        mutation: ToggleGradeValidationMutation,
        variables: { id: row.entryId, kind: row.kind },
      });
    } catch (error) {
      console.error('grade validation failed', error);
      return;
    }
    invalidate(['GradeEntry', 'HeldGrade']);
    onToggled(row);
  };

  const remove = (row: GradeRow) =>
    onDelete({
      name: row.description,
      question: t('web.grades.confirmDelete'),
      // A refusal names its reason under the server's title; anything else says §8's words.
      failure:
        row.kind === 'GRADE'
          ? { title: t('grades.deleteFailed'), text: t('grades.deleteError') }
          : { title: t('grades.titleDeleteFailed'), text: t('grades.titleDeleteError') },
      run: async () => {
        const { data } = await client.mutate({
          mutation: DeleteGradeEntryMutation,
          variables: { id: row.entryId, kind: row.kind },
        });
        return data!.deleteGradeEntry.message;
      },
    });

  return (row: GradeRow): RowAction[] => {
    const actions: RowAction[] = [];
    if (row.canValidate) {
      const pending = row.status < 0;
      actions.push({
        label: t(pending ? 'web.grades.validate' : 'web.grades.unvalidate'),
        onSelect: () => void toggle(row),
      });
    }
    if (row.canDelete && row.status < 0) {
      actions.push({ label: t('web.list.delete'), danger: true, onSelect: () => remove(row) });
    }
    if (row.memberNumber) {
      actions.push({
        label: t('web.grades.seeMember'),
        to: `/${lang}/app/asociados/usuario/${encodeURIComponent(row.memberNumber)}`,
      });
    }
    return actions;
  };
}
