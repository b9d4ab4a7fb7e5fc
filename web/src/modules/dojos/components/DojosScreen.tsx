import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { readScope, useIdReg } from '../../../routes/params';
import { refreshLists } from '../../api/refreshLists';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canAddDojo, dojoRowActions } from '../../session/permissions';
import { useDeleteFlow } from '../../ui/dialogs/useDeleteFlow';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { useShowRow, type LocateRow } from '../../ui/list/useShowRow';
import { associationPath, dojoColumns, membersPath, type DojoRow } from './dojoColumns';
import { DojoModal } from './DojoModal';
import './dojos.css';

const DojoListQuery = graphql(`
  query DojoList($page: ListInput, $associationId: Int) {
    dojos(page: $page, associationId: $associationId) {
      total
      items {
        ...DojoRow
      }
    }
  }
`);

const DojoPositionQuery = graphql(`
  query DojoPosition($id: Int!, $orderBy: String, $filter: String, $associationId: Int) {
    dojoPosition(id: $id, orderBy: $orderBy, filter: $filter, associationId: $associationId)
  }
`);

/** The association the list is filtered by, for its header and filter chip. */
const DojoFilterAssociationQuery = graphql(`
  query DojoFilterAssociation($id: Int!) {
    association(id: $id) {
      id
      name
    }
  }
`);

const DeleteDojoMutation = graphql(`
  mutation DeleteDojo($id: Int!) {
    deleteDojo(id: $id) {
      message
    }
  }
`);

/** /{lang}/app/dojos/asoc_{idAsoc}[/{idReg}]: the dojo list of part 1 §2, 0 meaning every association. */
export function DojosScreen() {
  const associationId = readScope(useParams().scope, 'asoc_');
  // Another association is another list: page, search and highlight start afresh.
  return <DojoList key={associationId} associationId={associationId} />;
}

type DojoListProps = { associationId: number };

function DojoList({ associationId }: DojoListProps) {
  const { t, lang } = useT();
  const me = useMe();
  const client = useApolloClient();
  const idReg = useIdReg();
  const list = useListState('nombre');
  const [show, setShow] = useState(0);
  const deleteFlow = useDeleteFlow();

  // A new dojo goes to the filtered association; a non-global administrator's always to their own.
  const targetId = me.roles.admin ? associationId : me.associationId;
  const filterName = useAssociationName(associationId);
  const targetName = useAssociationName(targetId);
  const title = filterName ? t('web.dojos.titleOf', { association: filterName }) : t('web.dojos.title');
  useDocumentTitle(title);

  const result = useQuery(DojoListQuery, { variables: { page: list.variables, associationId } });
  const page = shownPage(result)?.dojos;

  const locate = useCallback<LocateRow>(
    async (id, { orderBy, filter }) => {
      const { data: found } = await client.query({
        query: DojoPositionQuery,
        variables: { id, orderBy, filter, associationId },
        fetchPolicy: 'network-only',
      });
      return found?.dojoPosition ?? -1;
    },
    [client, associationId],
  );
  const showRow = useShowRow(list, locate, idReg);

  const handleSaved = (id: number) => {
    setShow(0);
    refreshLists(client, ['dojos', 'associations']);
    void showRow(id);
  };

  const handleDelete = (row: DojoRow) =>
    void deleteFlow({
      name: row.name,
      run: async () => {
        const { data: done } = await client.mutate({
          mutation: DeleteDojoMutation,
          variables: { id: row.id },
        });
        return done!.deleteDojo.message;
      },
      onDeleted: () => refreshLists(client, ['dojos', 'associations']),
    });

  const rowActions = (row: DojoRow): RowAction[] => {
    const allowed = dojoRowActions(me, row);
    const actions: RowAction[] = [];
    if (allowed.members) actions.push({ label: t('web.dojos.seeMembers'), to: membersPath(lang, row.id) });
    if (allowed.association) {
      actions.push({ label: t('web.dojos.seeAssociation'), to: associationPath(lang, row.associationId) });
    }
    if (allowed.edit) actions.push({ label: t('web.list.edit'), onSelect: () => setShow(row.id) });
    if (allowed.delete) {
      actions.push({ label: t('web.list.delete'), danger: true, onSelect: () => handleDelete(row) });
    }
    return actions;
  };

  return (
    <>
      <ListView
        title={title}
        list={list}
        rows={page?.items ?? []}
        total={page?.total ?? 0}
        loading={result.loading}
        columns={dojoColumns(t, lang)}
        rowName={(row) => row.name}
        rowActions={rowActions}
        addLabel={targetName ? t('web.dojos.addTo', { association: targetName }) : t('web.dojos.add')}
        onAdd={canAddDojo(me) ? () => setShow(-1) : undefined}
        filterChip={
          associationId > 0 && (
            <FilterChip label={filterName ?? String(associationId)} clearTo={`/${lang}/app/dojos/asoc_0`} />
          )
        }
      />
      {show !== 0 && (
        <DojoModal show={show} associationId={targetId} onClose={() => setShow(0)} onSaved={handleSaved} />
      )}
    </>
  );
}

/** The name of an association (for the header and the add button); undefined for none or unknown. */
function useAssociationName(id: number): string | undefined {
  const { data } = useQuery(DojoFilterAssociationQuery, { variables: { id }, skip: id <= 0 });
  return id > 0 ? (data?.association?.name ?? undefined) : undefined;
}
