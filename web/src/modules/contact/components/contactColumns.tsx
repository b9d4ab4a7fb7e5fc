import type { TFunction } from 'i18next';
import type { ContactInboxQuery } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';

type Message = ContactInboxQuery['contactMessages']['items'][number];

/** Date, sender (the address as a mail link), the message, and its read state with its toggle. */
export function contactColumns(
  t: TFunction,
  lang: string,
  onMark: (id: number, read: boolean) => void,
): Column<Message>[] {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  return [
    {
      key: 'date',
      label: t('web.contact.colDate'),
      render: (row) => when.format(new Date(String(row.createdAt))),
    },
    {
      key: 'from',
      label: t('web.contact.colFrom'),
      render: (row) => (
        <>
          {row.read ? row.name : <strong>{row.name}</strong>}
          <br />
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </>
      ),
    },
    {
      key: 'message',
      label: t('web.contact.colMessage'),
      className: 'contact-message-cell',
      render: (row) => <span lang={row.language}>{row.message}</span>,
    },
    {
      key: 'state',
      label: t('web.contact.colState'),
      render: (row) => (
        <>
          <span>{row.read ? t('web.contact.read') : t('web.contact.unread')}</span>{' '}
          <button
            type="button"
            className="button"
            aria-label={t(row.read ? 'web.contact.markUnreadOf' : 'web.contact.markReadOf', {
              name: row.name,
            })}
            onClick={() => onMark(row.id, !row.read)}
          >
            {row.read ? t('web.contact.markUnread') : t('web.contact.markRead')}
          </button>
        </>
      ),
    },
  ];
}
