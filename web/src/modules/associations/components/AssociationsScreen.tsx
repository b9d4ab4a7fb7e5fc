import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { AssociationRowFragment } from '../../../generated/graphql';
import { useIdReg } from '../../../routes/params';
import { refreshLists } from '../../api/refreshLists';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canAddAssociation, canEditAssociation } from '../../session/permissions';
import { useDeleteFlow } from '../../ui/dialogs/useDeleteFlow';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import type { Column } from '../../ui/list/DataTable';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { useShowRow, type LocateRow } from '../../ui/list/useShowRow';
import { AssociationModal } from './AssociationModal';

const AssociationListQuery = graphql(`
  query AssociationList($page: ListInput) {
    associations(page: $page) {
      total
      items {
        ...AssociationRow
      }
    }
  }
`);

const AssociationPositionQuery = graphql(`
  query AssociationPosition($id: Int!, $orderBy: String, $filter: String) {
    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)
  }
`);

const DeleteAssociationMutation = graphql(`
  mutation DeleteAssociation($id: Int!) {
    deleteAssociation(id: $id) {
      message
    }
  }
`);

/** What a row of the list shows and its actions use: the list query asks for exactly this. */
export const AssociationRowFields = graphql(`
  fragment AssociationRow on Association {
    id
    name
    zone
    series
    dojoCount
  }
`);

type Row = AssociationRowFragment;

/** /{lang}/app/asociaciones[/{idReg}]: the association list of part 1 §2. */
export function AssociationsScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const client = useApolloClient();
  const idReg = useIdReg();
  const list = useListState('nombre');
  const [show, setShow] = useState(0);
  const deleteFlow = useDeleteFlow();
  useDocumentTitle(t('web.shell.associations'));

  const result = useQuery(AssociationListQuery, { variables: { page: list.variables } });
  const page = shownPage(result)?.associations;

  const locate = useCallback<LocateRow>(
    async (id, { orderBy, filter }) => {
      const { data: found } = await client.query({
        query: AssociationPositionQuery,
        variables: { id, orderBy, filter },
        fetchPolicy: 'network-only',
      });
      return found?.associationPosition ?? -1;
    },
    [client],
  );
  const showRow = useShowRow(list, locate, idReg);

  const columns: Column<Row>[] = [
    { key: 'nombre', label: t('web.associations.name'), sort: 'nombre', render: (row) => row.name },
    { key: 'zona', label: t('web.associations.zone'), sort: 'zona', render: (row) => row.zone },
    { key: 'serie', label: t('web.associations.series'), sort: 'serie', render: (row) => row.series },
    {
      key: 'nDojos',
      label: t('web.associations.dojoCount'),
      sort: 'numDoj',
      className: 'numeric',
      render: (row) =>
        row.dojoCount > 0 ? <Link to={`/${lang}/app/dojos/asoc_${row.id}`}>{row.dojoCount}</Link> : 0,
    },
  ];

  const handleSaved = (id: number) => {
    setShow(0);
    refreshLists(client, ['associations', 'dojos']);
    void showRow(id);
  };

  const rowActions = (row: Row): RowAction[] => {
    const actions: RowAction[] = [];
    const editable = canEditAssociation(me, row.id);
    if (editable) actions.push({ label: t('web.list.edit'), onSelect: () => setShow(row.id) });
    if (row.dojoCount > 0)
      actions.push({ label: t('web.associations.seeDojos'), to: `/${lang}/app/dojos/asoc_${row.id}` });
    if (editable) {
      actions.push({
        label: t('web.list.delete'),
        danger: true,
        onSelect: () =>
          void deleteFlow({
            name: row.name,
            run: async () => {
              const { data: done } = await client.mutate({
                mutation: DeleteAssociationMutation,
                variables: { id: row.id },
              });
              return done!.deleteAssociation.message;
            },
            onDeleted: () => refreshLists(client, ['associations']),
          }),
      });
    }
    return actions;
  };

  return (
    <>
      <ListView
        title={t('web.associations.title')}
        list={list}
        rows={page?.items ?? []}
        total={page?.total ?? 0}
        loading={result.loading}
        columns={columns}
        rowName={(row) => row.name}
        rowActions={rowActions}
        addLabel={t('web.associations.add')}
        onAdd={canAddAssociation(me) ? () => setShow(-1) : undefined}
      />
      {show !== 0 && <AssociationModal show={show} onClose={() => setShow(0)} onSaved={handleSaved} />}
    </>
  );
}
