import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { graphql } from '../../../generated/gql';
import type { DojoRowFragment } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';

/** What a row of the dojo list shows and its actions use: the list query asks for exactly this. */
export const DojoRowFields = graphql(`
  fragment DojoRow on Dojo {
    id
    name
    city
    associationId
    association {
      id
      name
    }
    memberCount
    visible
  }
`);

export type DojoRow = DojoRowFragment;

export const membersPath = (lang: string, dojoId: number) => `/${lang}/app/asociados/dojo_${dojoId}`;
export const associationPath = (lang: string, associationId: number) =>
  `/${lang}/app/asociaciones/${associationId}`;

/**
 * The dojo list's columns (part 1 §2), sorted by the server's order names. The name and the member
 * count lead to the dojo's members, the association's name to that association.
 */
export function dojoColumns(t: TFunction, lang: string): Column<DojoRow>[] {
  return [
    {
      key: 'nombre',
      label: t('web.dojos.name'),
      sort: 'nombre',
      render: (row) => <Link to={membersPath(lang, row.id)}>{row.name}</Link>,
    },
    { key: 'ciudad', label: t('web.dojos.city'), sort: 'ciudad', render: (row) => row.city },
    {
      key: 'asoc',
      label: t('web.dojos.association'),
      sort: 'asoc',
      render: (row) => <Link to={associationPath(lang, row.associationId)}>{row.association.name}</Link>,
    },
    {
      key: 'nAsociados',
      label: t('web.dojos.memberCount'),
      sort: 'nAsociados',
      className: 'numeric',
      render: (row) => (
        <Link
          to={membersPath(lang, row.id)}
          aria-label={t('web.dojos.membersOf', { number: row.memberCount, name: row.name })}
        >
          {row.memberCount}
        </Link>
      ),
    },
    {
      key: 'visible',
      label: t('web.dojos.visible'),
      sort: 'visible',
      render: (row) => (row.visible ? t('web.list.yes') : t('web.list.no')),
    },
  ];
}
