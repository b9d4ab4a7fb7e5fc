import type { TFunction } from 'i18next';
import { graphql } from '../../../generated/gql';
import type { FeeBatchRowFragment } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';
import { yearColour } from '../yearColour';

/** What a row of the fee batch list shows, and what its selection and bulk validation read. */
export const FeeBatchRowFields = graphql(`
  fragment FeeBatchRow on FeeBatch {
    id
    year
    dojoId
    dojoName
    associationId
    associationName
    adults
    children
    state
    levelToValidate
    levelToUndo
  }
`);

export type FeeBatchRow = FeeBatchRowFragment;

/** Only rows the caller may validate or undo now can be ticked (valNiv / desValNiv, issue 10). */
export const isActionable = (row: FeeBatchRow) => row.levelToValidate > 0 || row.levelToUndo > 0;

const LEVELS = [1, 2, 3] as const;

/** The fee batch list's columns (part 2 §2.6) under the server's order names (§7). */
export function feeColumns(t: TFunction): Column<FeeBatchRow>[] {
  return [
    {
      key: 'idRemesa',
      label: t('web.fees.id'),
      sort: 'idRemesa',
      className: 'numeric',
      render: (row) => row.id,
    },
    { key: 'dojo', label: t('web.fees.dojo'), sort: 'dojo', render: (row) => row.dojoName },
    {
      key: 'asociacion',
      label: t('web.fees.association'),
      sort: 'asociacion',
      render: (row) => row.associationName,
    },
    {
      key: 'anio',
      label: t('web.fees.year'),
      sort: 'anio',
      render: (row) => (
        <span className="fee-year" style={{ backgroundColor: yearColour(row.year) }}>
          {row.year}
        </span>
      ),
    },
    {
      key: 'numAd',
      label: t('web.fees.adults'),
      sort: 'numAd',
      className: 'numeric',
      render: (row) => row.adults,
    },
    {
      key: 'numNi',
      label: t('web.fees.children'),
      sort: 'numNi',
      className: 'numeric',
      render: (row) => row.children,
    },
    {
      key: 'estado',
      label: t('web.fees.validation'),
      render: (row) => <LevelMarks t={t} state={row.state} />,
    },
  ];
}

/** Dojo, association, national: a mark each, filled once that level has validated. */
export function LevelMarks({ t, state }: { t: TFunction; state: number }) {
  return (
    <span className="fee-levels">
      {LEVELS.map((level) => {
        const done = state >= level;
        const name = t(`web.fees.level${level}`);
        const said = t(done ? 'web.fees.levelDone' : 'web.fees.levelPending', { level: name });
        return (
          <span
            key={level}
            className={done ? 'fee-level fee-level--done' : 'fee-level'}
            data-level={level}
            data-done={done}
            title={said}
          >
            <span aria-hidden="true">{t(`web.fees.levelShort${level}`)}</span>
            <span className="visually-hidden">{said}</span>
          </span>
        );
      })}
    </span>
  );
}
