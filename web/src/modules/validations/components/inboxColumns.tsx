import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ValidationInboxQuery } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';
import { inboxRowPath } from '../inboxRows';

type Item = ValidationInboxQuery['validationInbox']['items'][number];
export type InboxRow = Item & { entryId: number };

/** Kind, what (opening its screen on it), detail, dojo, date, the level it waits for. */
export function inboxColumns(t: TFunction, lang: string): Column<InboxRow>[] {
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'UTC' });
  return [
    {
      key: 'kind',
      label: t('web.validations.colKind'),
      render: (row) => t(`web.validations.kind_${row.kind}`),
    },
    {
      key: 'title',
      label: t('web.validations.colTitle'),
      render: (row) => (
        <Link to={`/${lang}/app/${inboxRowPath({ kind: row.kind, id: row.entryId })}`}>{row.title}</Link>
      ),
    },
    { key: 'detail', label: t('web.validations.colDetail'), render: (row) => row.detail },
    { key: 'dojo', label: t('web.validations.colDojo'), render: (row) => row.dojoName ?? '' },
    {
      key: 'date',
      label: t('web.validations.colDate'),
      render: (row) => (row.date ? day.format(new Date(row.date)) : ''),
    },
    {
      key: 'level',
      label: t('web.validations.colLevel'),
      render: (row) => t(`web.validations.level_${row.level}`),
    },
  ];
}
