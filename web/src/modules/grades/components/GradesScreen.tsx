import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadsDanDocumentation } from '@federa/schema/permissions/grades';
import { graphql } from '../../../generated/gql';
import { useIdRegOrMissing } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListView } from '../../ui/list/ListView';
import { useListScreen } from '../../ui/list/useListScreen';
import { useDanDocsDownload } from '../hooks/useDanDocsDownload';
import { useGradeRowActions } from '../hooks/useGradeRowActions';
import { gradeColumns, toGradeRow } from './gradeColumns';
import '../grades.css';

const GradeEntryListQuery = graphql(`
  query GradeEntryList($page: ListInput, $meetsHours: Boolean) {
    gradeEntries(page: $page, meetsHours: $meetsHours) {
      total
      items {
        ...GradeEntryRow
      }
    }
  }
`);

const GradeEntryPositionQuery = graphql(`
  query GradeEntryPosition(
    $id: Int!
    $kind: GradeEntryKind!
    $orderBy: String
    $filter: String
    $meetsHours: Boolean
  ) {
    gradeEntryPosition(id: $id, kind: $kind, orderBy: $orderBy, filter: $filter, meetsHours: $meetsHours)
  }
`);

/**
 * /{lang}/app/grados[/{idReg}]: grades and titles awaiting or past validation (part 2 §2.12), by
 * date descending, pending rows highlighted; idReg (a grade) is shown and highlighted, an unknown
 * one goes back to the bare list route (§2).
 */
export function GradesScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const navigate = useNavigate();
  const idReg = useIdRegOrMissing();
  const [meetsHours, setMeetsHours] = useState(false);
  const listPath = `/${lang}/app/grados`;
  const routeKind = useSearchParams()[0].get('tipo') === 'titulo' ? 'TITLE' : 'GRADE';

  const screen = useListScreen({
    defaultOrder: 'fecha DESC',
    query: GradeEntryListQuery,
    variables: { meetsHours: meetsHours || null },
    page: (data) => ({ items: data.gradeEntries.items.map(toGradeRow), total: data.gradeEntries.total }),
    // The route's idReg is a grade, or a title with ?tipo=titulo (the validations inbox opens
    // both): ids of the two tables may meet, and a title's row is keyed by its negated id.
    locate: {
      query: GradeEntryPositionQuery,
      variables: { kind: routeKind, meetsHours: meetsHours || null },
      read: (data) => data.gradeEntryPosition,
      rowId: (id) => (routeKind === 'TITLE' ? -id : id),
    },
    routeId: idReg,
    writes: ['GradeEntry', 'HeldGrade'],
    onRouteRowMissing: () => navigate(listPath, { replace: true }),
  });
  useDocumentTitle(t('web.grades.title'));
  const { list } = screen.view;
  const { flashRows } = list;
  const rowActions = useGradeRowActions({
    onDelete: screen.remove,
    onToggled: (row) => flashRows([row.id]),
  });
  const docs = useDanDocsDownload();
  const chooseMeetsHours = (on: boolean) => {
    setMeetsHours(on);
    list.setPage(0);
  };

  return (
    <div className="grades-screen">
      <ListView
        title={t('web.grades.title')}
        {...screen.view}
        columns={gradeColumns(t, lang)}
        rowName={(row) => `${row.firstName} ${row.lastName}: ${row.description}`}
        rowActions={rowActions}
        emptyText={t('web.grades.empty')}
        rowClassName={(row) => (row.status < 0 ? 'grade-row--pending' : undefined)}
        headerActions={
          downloadsDanDocumentation(me) && (
            <button type="button" className="button" onClick={docs.download} disabled={docs.busy}>
              {t('web.grades.download')}
            </button>
          )
        }
        filterChip={
          meetsHours && (
            <FilterChip label={t('web.grades.meetsHours')} onClear={() => chooseMeetsHours(false)} />
          )
        }
        filters={
          <label className="list-filter grade-meets-hours">
            <input
              type="checkbox"
              checked={meetsHours}
              onChange={(event) => chooseMeetsHours(event.target.checked)}
            />
            {t('web.grades.meetsHours')}
          </label>
        }
      />
    </div>
  );
}
