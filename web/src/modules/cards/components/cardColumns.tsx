import type { TFunction } from 'i18next';
import { isPrintable } from '@federa/schema/validation/cards';
import { graphql } from '../../../generated/gql';
import type { CardRowFragment } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';

/** What a row of the cards list shows, and what its selection and row menu read. */
export const CardRowFields = graphql(`
  fragment CardRow on MemberCard {
    id
    memberNumber
    firstName
    lastName
    mail
    printable
    dojoId
    dojoName
    lastFeeYear
    age
  }
`);

export type CardRow = CardRowFragment;

/** Only a row with a mail prints a card (its QR code carries the mail): part 2 §4. */
export const isCardPrintable = (row: CardRow) => row.printable && isPrintable(row);

export const fullName = (row: Pick<CardRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;

/**
 * The cards list's columns (part 2 §2.3) under the server's order names (§7). The name is hidden
 * on phones (cards.css); the dojo stands out for national and association administrators, whose
 * list mixes dojos.
 */
export function cardColumns(t: TFunction, emphasiseDojo: boolean): Column<CardRow>[] {
  return [
    {
      key: 'numAcae',
      label: t('web.cards.number'),
      sort: 'numAcae',
      render: (row) => row.memberNumber ?? '',
    },
    {
      key: 'nombre',
      label: t('web.cards.name'),
      sort: 'nombre',
      className: 'card-name-cell',
      render: (row) => fullName(row),
    },
    {
      key: 'dojo',
      label: t('web.cards.dojo'),
      sort: 'dojo',
      render: (row) => (emphasiseDojo ? <strong className="card-dojo">{row.dojoName}</strong> : row.dojoName),
    },
    {
      key: 'imprimible',
      label: t('web.cards.printable'),
      render: (row) =>
        isCardPrintable(row) ? (
          t('web.cards.printableYes')
        ) : (
          <span className="card-no-mail" title={t('web.cards.noMail')}>
            {t('web.cards.printableNo')}
            <span className="visually-hidden">, {t('web.cards.noMail')}</span>
          </span>
        ),
    },
    {
      key: 'ultima_cuota',
      label: t('web.cards.lastFee'),
      sort: 'ultima_cuota',
      className: 'numeric',
      render: (row) => row.lastFeeYear,
    },
    {
      key: 'edad',
      label: t('web.cards.age'),
      sort: 'edad',
      render: (row) => (row.age === 'A' ? t('members.adult') : t('members.child')),
    },
  ];
}
