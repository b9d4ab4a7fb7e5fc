import { useQuery } from '@apollo/client/react';
import { useReducer, useState } from 'react';
import { graphql } from '../../../generated/gql';
import { useIdReg } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListFooter } from '../../ui/list/ListFooter';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { useListScreen } from '../../ui/list/useListScreen';
import {
  cardCount,
  cardSelectionReducer,
  isRowTicked,
  scopeKey,
  selectionIn,
  startSelection,
} from '../cardSelection';
import { useRenewCardCode } from '../hooks/useRenewCardCode';
import { cardColumns, fullName, isCardPrintable, type CardRow } from './cardColumns';
import { CardDojoFilter, EVERY_DOJO, type DojoChoice } from './CardDojoFilter';
import { CardPreviewModal } from './CardPreviewModal';
import { SelectionButton } from './SelectionButton';
import '../cards.css';

const MemberCardListQuery = graphql(`
  query MemberCardList($page: ListInput, $dojoId: Int) {
    memberCards(page: $page, dojoId: $dojoId) {
      total
      totalIsExact
      printable
      items {
        ...CardRow
      }
    }
  }
`);

const MemberCardPositionQuery = graphql(`
  query MemberCardPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {
    memberCardPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)
  }
`);

/**
 * /{lang}/app/carnets[/{idReg}]: the members whose cards the administrator prints (part 2 §2.3),
 * the selection of §4 and the preview with the PDF download (§2.2). idReg shows and highlights a
 * member.
 */
export function CardsScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const idReg = useIdReg();
  const [place, setPlace] = useState<DojoChoice>(EVERY_DOJO);
  const dojoId = place.dojoId || undefined;
  const screen = useListScreen({
    defaultOrder: 'numAcae',
    query: MemberCardListQuery,
    variables: { dojoId },
    page: (data) => data.memberCards,
    locate: {
      query: MemberCardPositionQuery,
      variables: { dojoId },
      read: (data) => data.memberCardPosition,
    },
    routeId: idReg,
    writes: ['Member'],
  });
  useDocumentTitle(t('web.cards.title'));
  const { list } = screen.view;
  const [previewing, setPreviewing] = useState(false);

  const scope = scopeKey({ dojoId, filter: list.filter });
  const [state, dispatch] = useReducer(cardSelectionReducer, scope, startSelection);
  const selection = selectionIn(state, scope);
  // nPrint of the filtered list, what "every row" prints: read from the list's own answer in the
  // cache (no second request), the last one while the next page loads so the button keeps still.
  const counts = useQuery(MemberCardListQuery, {
    variables: { page: list.variables, dojoId },
    fetchPolicy: 'cache-only',
  });
  const printable = (counts.data ?? counts.previousData)?.memberCards.printable ?? 0;
  const count = cardCount(selection, printable);

  const chooseDojo = (next: DojoChoice) => {
    setPlace(next);
    list.setPage(0);
  };

  const renew = useRenewCardCode();
  const rowActions = (row: CardRow): RowAction[] => {
    const actions: RowAction[] = [];
    if (row.memberNumber) {
      actions.push({
        label: t('web.cards.seeMember'),
        to: `/${lang}/app/asociados/usuario/${encodeURIComponent(row.memberNumber)}`,
      });
    }
    actions.push({
      label: t('web.cards.renewCode'),
      onSelect: () => void renew({ id: row.id, name: fullName(row) }),
    });
    return actions;
  };

  return (
    <div className="cards-screen">
      <ListView
        title={t('web.cards.title')}
        {...screen.view}
        columns={cardColumns(t, me.roles.admin || me.roles.associationAdmin)}
        rowName={fullName}
        rowActions={rowActions}
        filterChip={
          dojoId ? <FilterChip label={place.dojoName} onClear={() => chooseDojo(EVERY_DOJO)} /> : undefined
        }
        filters={<CardDojoFilter me={me} value={place} onChange={chooseDojo} />}
        selection={{
          ticked: (row) => isRowTicked(selection, row.id),
          selectable: isCardPrintable,
          onToggle: (row) => dispatch({ type: 'toggle', scope, row }),
        }}
        footer={
          <>
            <p className="cards-footnote">{t('web.cards.footnote')}</p>
            <ListFooter
              counts={[
                {
                  label: t('web.cards.countTotal'),
                  value: screen.view.totalIsExact
                    ? screen.view.total
                    : t('web.list.moreThan', { total: screen.view.total }),
                },
                { label: t('web.cards.countPrintable'), value: printable },
              ]}
            >
              <button
                type="button"
                className="button button--primary"
                disabled={count === 0}
                onClick={() => setPreviewing(true)}
              >
                {t('web.cards.print', { count })}
              </button>
              <SelectionButton selection={selection} onClear={() => dispatch({ type: 'clear', scope })} />
            </ListFooter>
          </>
        }
      />
      {previewing && (
        <CardPreviewModal
          list={{ dojoId, filter: list.filter || undefined, orderBy: list.variables.orderBy }}
          selection={selection}
          total={count}
          onClose={() => setPreviewing(false)}
        />
      )}
    </div>
  );
}
