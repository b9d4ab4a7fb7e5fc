import { graphql } from '../../../generated/gql';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readScope, useIdReg } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canAddMember, isAnyAdmin } from '../../session/permissions';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListView } from '../../ui/list/ListView';
import { useListScreen } from '../../ui/list/useListScreen';
import { useMemberRowActions } from '../hooks/useMemberRowActions';
import { memberColumns, type MemberRow } from './memberColumns';
import { GradeModal } from '../../grades/components/GradeModal';
import { MemberModal } from './MemberModal';
import '../members.css';

// boundedTotal: a common word's count stops at a bound, and the pager says "más de N" (issue 29).
const MemberListQuery = graphql(`
  query MemberList($page: ListInput, $dojoId: Int) {
    members(page: $page, dojoId: $dojoId, boundedTotal: true) {
      total
      totalIsExact
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
  const navigate = useNavigate();
  const params = useParams();
  const idReg = useIdReg();
  const openForm = params.acc === 'mod';
  const listPath = `/${lang}/app/asociados/dojo_${dojoId}`;
  const screen = useListScreen({
    defaultOrder: 'numAcae',
    query: MemberListQuery,
    variables: { dojoId: dojoId || undefined },
    page: (data) => data.members,
    locate: {
      query: MemberPositionQuery,
      variables: { dojoId: dojoId || undefined },
      read: (data) => data.memberPosition,
    },
    routeId: idReg,
    writes: ['Member'],
    // A reload of the page must not open the form again.
    onClose: () => {
      if (openForm) navigate(`${listPath}/${idReg}`, { replace: true });
    },
  });
  useDocumentTitle(t('web.shell.members'));
  const { data: dojoData } = useQuery(MemberListDojoQuery, {
    variables: { id: dojoId },
    skip: !dojoId,
  });
  const dojo = dojoId ? dojoData?.dojo : undefined;

  const { edit } = screen;
  useEffect(() => {
    if (idReg && openForm) edit(idReg);
  }, [idReg, openForm, edit]);

  const [gradesOf, setGradesOf] = useState<MemberRow | null>(null);
  const rowActions = useMemberRowActions({
    onEdit: screen.edit,
    onDelete: screen.remove,
    onGrades: setGradesOf,
  });

  return (
    <div className="members-screen">
      <ListView
        title={dojo ? t('web.members.titleOfDojo', { dojo: dojo.name }) : t('web.members.title')}
        {...screen.view}
        columns={memberColumns(t, isAnyAdmin(me))}
        rowName={(row) => row.fullName}
        rowActions={rowActions}
        addLabel={t('web.members.add')}
        onAdd={canAddMember(me) ? screen.add : undefined}
        headerActions={
          canAddMember(me) && (
            <Link
              className="button"
              to={`/${lang}/app/asociados/importar${dojo ? `?asociacion=${dojo.associationId}&dojo=${dojo.id}` : ''}`}
            >
              {t('web.members.import')}
            </Link>
          )
        }
        filterChip={dojo && <FilterChip label={dojo.name} clearTo={`/${lang}/app/asociados/dojo_0`} />}
      />
      {gradesOf && (
        <GradeModal member={gradesOf} onClose={() => setGradesOf(null)} onSaved={() => setGradesOf(null)} />
      )}
      {screen.modal !== 0 && (
        <MemberModal
          show={screen.modal}
          onClose={screen.close}
          onSaved={screen.saved}
          defaults={dojo && { associationId: dojo.associationId, dojoId: dojo.id }}
        />
      )}
    </div>
  );
}
