import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router';
import type { AssociationRowFragment } from '../../../generated/graphql';
import { useIdReg } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canAddAssociation, canEditAssociation } from '../../session/permissions';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import type { Column } from '../../ui/list/DataTable';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { useListScreen } from '../../ui/list/useListScreen';
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
  const screen = useListScreen({
    defaultOrder: 'nombre',
    query: AssociationListQuery,
    variables: {},
    page: (data) => data.associations,
    locate: { query: AssociationPositionQuery, read: (data) => data.associationPosition },
    routeId: useIdReg(),
    writes: ['Association'],
  });
  useDocumentTitle(t('web.shell.associations'));

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

  const rowActions = (row: Row): RowAction[] => {
    const actions: RowAction[] = [];
    const editable = canEditAssociation(me, row.id);
    if (editable) actions.push({ label: t('web.list.edit'), onSelect: () => screen.edit(row.id) });
    if (row.dojoCount > 0)
      actions.push({ label: t('web.associations.seeDojos'), to: `/${lang}/app/dojos/asoc_${row.id}` });
    if (editable) {
      actions.push({
        label: t('web.list.delete'),
        danger: true,
        onSelect: () =>
          screen.remove({
            name: row.name,
            run: async () => {
              const { data: done } = await client.mutate({
                mutation: DeleteAssociationMutation,
                variables: { id: row.id },
              });
              return done!.deleteAssociation.message;
            },
          }),
      });
    }
    return actions;
  };

  return (
    <>
      <ListView
        title={t('web.associations.title')}
        {...screen.view}
        columns={columns}
        rowName={(row) => row.name}
        rowActions={rowActions}
        addLabel={t('web.associations.add')}
        onAdd={canAddAssociation(me) ? screen.add : undefined}
      />
      {screen.modal !== 0 && (
        <AssociationModal show={screen.modal} onClose={screen.close} onSaved={screen.saved} />
      )}
    </>
  );
}
