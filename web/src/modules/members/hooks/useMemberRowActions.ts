import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { administersGradesOf } from '@federa/schema/permissions/grades';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { actorOf, canDeleteMember, canSeeMemberDojo } from '../../session/permissions';
import type { RowAction } from '../../ui/list/RowMenu';
import type { MemberRow } from '../components/memberColumns';

const DeleteMemberMutation = graphql(`
  mutation DeleteMember($id: Int!) {
    deleteMember(id: $id) {
      message
    }
  }
`);

type MemberRowActionsOptions = {
  onEdit: (id: number) => void;
  /** The list screen's delete flow: asks, runs, reports and refreshes. */
  onDelete: (request: { name: string; run: () => Promise<string> }) => void;
  /** 'Gestionar grados' (part 2 §6): offered by the three-way rule. */
  onGrades: (row: MemberRow) => void;
};

/**
 * The member row menu (part 1 §2, §6): edit on every row (the server keeps its limits), the
 * member's record when they have a number, their dojo for global and dojo administrators, and
 * delete for administrators ('Asociado eliminado.', or the refusal of a member with history).
 */
export function useMemberRowActions({ onEdit, onDelete, onGrades }: MemberRowActionsOptions) {
  const { t, lang } = useT();
  const me = useMe();
  const client = useApolloClient();

  const handleDelete = (row: MemberRow) =>
    onDelete({
      name: row.fullName,
      run: async () => {
        const { data } = await client.mutate({
          mutation: DeleteMemberMutation,
          variables: { id: row.id },
        });
        return data!.deleteMember.message;
      },
    });

  return (row: MemberRow): RowAction[] => {
    const actions: RowAction[] = [{ label: t('web.list.edit'), onSelect: () => onEdit(row.id) }];
    if (row.memberNumber) {
      actions.push({
        label: t('web.members.seeRecord'),
        to: `/${lang}/app/asociados/usuario/${encodeURIComponent(row.memberNumber)}`,
      });
    }
    if (administersGradesOf(actorOf(me), { ...row, memberId: row.id })) {
      actions.push({ label: t('web.grades.manage'), onSelect: () => onGrades(row) });
    }
    if (canSeeMemberDojo(me)) {
      actions.push({
        label: t('web.members.seeDojo'),
        to: `/${lang}/app/dojos/asoc_${row.associationId}/${row.dojoId}`,
      });
    }
    if (canDeleteMember(me)) {
      actions.push({ label: t('web.list.delete'), danger: true, onSelect: () => handleDelete(row) });
    }
    return actions;
  };
}
