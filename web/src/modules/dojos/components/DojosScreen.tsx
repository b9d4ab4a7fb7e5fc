import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { readScope, useIdReg } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canAddDojo, dojoRowActions } from '../../session/permissions';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { useListScreen } from '../../ui/list/useListScreen';
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
  const screen = useListScreen({
    defaultOrder: 'nombre',
    query: DojoListQuery,
    variables: { associationId },
    page: (data) => data.dojos,
    locate: { query: DojoPositionQuery, variables: { associationId }, read: (data) => data.dojoPosition },
    routeId: useIdReg(),
    writes: ['Dojo'],
  });

  // A new dojo goes to the filtered association; a non-global administrator's always to their own.
  const targetId = me.roles.admin ? associationId : me.associationId;
  const filterName = useAssociationName(associationId);
  const targetName = useAssociationName(targetId);
  const title = filterName ? t('web.dojos.titleOf', { association: filterName }) : t('web.dojos.title');
  useDocumentTitle(title);

  const handleDelete = (row: DojoRow) =>
    screen.remove({
      name: row.name,
      run: async () => {
        const { data: done } = await client.mutate({
          mutation: DeleteDojoMutation,
          variables: { id: row.id },
        });
        return done!.deleteDojo.message;
      },
    });

  const rowActions = (row: DojoRow): RowAction[] => {
    const allowed = dojoRowActions(me, row);
    const actions: RowAction[] = [];
    if (allowed.members) actions.push({ label: t('web.dojos.seeMembers'), to: membersPath(lang, row.id) });
    if (allowed.association) {
      actions.push({ label: t('web.dojos.seeAssociation'), to: associationPath(lang, row.associationId) });
    }
    if (allowed.edit) actions.push({ label: t('web.list.edit'), onSelect: () => screen.edit(row.id) });
    if (allowed.delete) {
      actions.push({ label: t('web.list.delete'), danger: true, onSelect: () => handleDelete(row) });
    }
    return actions;
  };

  return (
    <>
      <ListView
        title={title}
        {...screen.view}
        columns={dojoColumns(t, lang)}
        rowName={(row) => row.name}
        rowActions={rowActions}
        addLabel={targetName ? t('web.dojos.addTo', { association: targetName }) : t('web.dojos.add')}
        onAdd={canAddDojo(me) ? screen.add : undefined}
        filterChip={
          associationId > 0 && (
            <FilterChip label={filterName ?? String(associationId)} clearTo={`/${lang}/app/dojos/asoc_0`} />
          )
        }
      />
      {screen.modal !== 0 && (
        <DojoModal
          show={screen.modal}
          associationId={targetId}
          onClose={screen.close}
          onSaved={screen.saved}
        />
      )}
    </>
  );
}

/** The name of an association (for the header and the add button); undefined for none or unknown. */
function useAssociationName(id: number): string | undefined {
  const { data } = useQuery(DojoFilterAssociationQuery, { variables: { id }, skip: id <= 0 });
  return id > 0 ? (data?.association?.name ?? undefined) : undefined;
}
