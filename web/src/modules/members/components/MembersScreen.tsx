import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readScope, useIdReg } from '../../../routes/params';
import { refreshLists } from '../../api/refreshLists';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canAddMember, isAnyAdmin } from '../../session/permissions';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListView } from '../../ui/list/ListView';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { useShowRow, type LocateRow } from '../../ui/list/useShowRow';
import { useMemberRowActions } from '../hooks/useMemberRowActions';
import { memberColumns } from './memberColumns';
import { MemberModal } from './MemberModal';
import '../members.css';

const MemberListQuery = graphql(`
  query MemberList($page: ListInput, $dojoId: Int) {
    members(page: $page, dojoId: $dojoId) {
      total
      items {
        ...MemberRow
      }
    }
  }
`);

const MemberPositionQuery = graphql(`
  query MemberPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {
    memberPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)
  }
`);

/** The dojo a filtered member list is about: its name for the header and the filter chip. */
const MemberListDojoQuery = graphql(`
  query MemberListDojo($id: Int!) {
    dojo(id: $id) {
      id
      name
      associationId
    }
  }
`);

/**
 * /{lang}/app/asociados/dojo_{idDojo}[/{idReg}[/mod]]: the member list of part 1 §2, of one dojo
 * or (dojo_0) of every member the user may see. idReg shows and highlights a member; `mod` also
 * opens their form (the avatar's "my profile" link).
 */
export function MembersScreen() {
  const dojoId = readScope(useParams().scope, 'dojo_');
  // Another dojo is another list: page, search and highlight start afresh.
  return <MemberList key={dojoId} dojoId={dojoId} />;
}

function MemberList({ dojoId }: { dojoId: number }) {
  const { t, lang } = useT();
  const me = useMe();
  const client = useApolloClient();
  const navigate = useNavigate();
  const params = useParams();
  const idReg = useIdReg();
  const openForm = params.acc === 'mod';
  const list = useListState('numAcae');
  const [show, setShow] = useState(0);
  useDocumentTitle(t('web.shell.members'));

  const result = useQuery(MemberListQuery, {
    variables: { page: list.variables, dojoId: dojoId || undefined },
  });
  const page = shownPage(result)?.members;
  const { data: dojoData } = useQuery(MemberListDojoQuery, {
    variables: { id: dojoId },
    skip: !dojoId,
  });
  const dojo = dojoId ? dojoData?.dojo : undefined;

  const locate = useCallback<LocateRow>(
    async (id, { orderBy, filter }) => {
      const { data: found } = await client.query({
        query: MemberPositionQuery,
        variables: { id, orderBy, filter, dojoId: dojoId || undefined },
        fetchPolicy: 'network-only',
      });
      return found?.memberPosition ?? -1;
    },
    [client, dojoId],
  );
  const showRow = useShowRow(list, locate, idReg);

  // A route ending in /mod opens that member's form, each time the route comes to say so (set
  // while rendering, as React advises for state that follows a prop, not one render later).
  const routeForm = openForm ? idReg : 0;
  const [openedByRoute, setOpenedByRoute] = useState(0);
  if (routeForm !== openedByRoute) {
    setOpenedByRoute(routeForm);
    if (routeForm) setShow(routeForm);
  }

  const listPath = `/${lang}/app/asociados/dojo_${dojoId}`;
  const handleClose = () => {
    setShow(0);
    // A reload of the page must not open the form again.
    if (openForm) navigate(`${listPath}/${idReg}`, { replace: true });
  };

  const handleSaved = (id: number) => {
    handleClose();
    refreshLists(client, ['members', 'dojos']);
    void showRow(id);
  };

  const rowActions = useMemberRowActions({ onEdit: setShow });

  return (
    <div className="members-screen">
      <ListView
        title={dojo ? t('web.members.titleOfDojo', { dojo: dojo.name }) : t('web.members.title')}
        list={list}
        rows={page?.items ?? []}
        total={page?.total ?? 0}
        loading={result.loading}
        columns={memberColumns(t, isAnyAdmin(me))}
        rowName={(row) => row.fullName}
        rowActions={rowActions}
        addLabel={t('web.members.add')}
        onAdd={canAddMember(me) ? () => setShow(-1) : undefined}
        filterChip={dojo && <FilterChip label={dojo.name} clearTo={`/${lang}/app/asociados/dojo_0`} />}
      />
      {show !== 0 && (
        <MemberModal
          show={show}
          onClose={handleClose}
          onSaved={handleSaved}
          defaults={dojo && { associationId: dojo.associationId, dojoId: dojo.id }}
        />
      )}
    </div>
  );
}
