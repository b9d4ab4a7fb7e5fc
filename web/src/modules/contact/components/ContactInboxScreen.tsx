import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { DataTable } from '../../ui/list/DataTable';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { PageSizeSelect } from '../../ui/list/PageSizeSelect';
import { useListState } from '../../ui/list/useListState';
import { contactColumns } from './contactColumns';
import '../../ui/list/list.css';

const ContactInboxQuery = graphql(`
  query ContactInbox($page: ListInput, $unreadOnly: Boolean) {
    contactMessages(page: $page, unreadOnly: $unreadOnly) {
      total
      items {
        id
        name
        email
        message
        language
        createdAt
        read
      }
    }
  }
`);

const MarkContactMessage = graphql(`
  mutation MarkContactMessage($id: Int!, $read: Boolean!) {
    markContactMessage(id: $id, read: $read) {
      id
      read
    }
  }
`);

/**
 * /{lang}/app/mensajes: what visitors wrote through the public contact form, newest first, for
 * the national administrator, who marks each message read (the sidebar's badge counts the rest).
 */
export function ContactInboxScreen() {
  const { t, lang } = useT();
  const unreadId = useId();
  const list = useListState('fecha DESC');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { page, pageSize } = list;
  const result = useQuery(ContactInboxQuery, {
    variables: { page: { offset: page * pageSize, limit: pageSize }, unreadOnly },
    fetchPolicy: 'cache-and-network',
  });
  // The badge and an unread-only page change with each mark.
  const [mark] = useMutation(MarkContactMessage, { refetchQueries: ['Warnings', 'ContactInbox'] });
  useDocumentTitle(t('web.contact.title'));
  const inbox = shownPage(result)?.contactMessages;
  const handleMark = (id: number, read: boolean) => void mark({ variables: { id, read } });

  return (
    <section className="list-screen" aria-labelledby="list-title">
      <header className="list-header">
        <h1 id="list-title">{t('web.contact.title')}</h1>
      </header>
      <div className="list-toolbar">
        <div className="list-filter">
          <input
            id={unreadId}
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              list.setPage(0);
            }}
          />
          <label htmlFor={unreadId}>{t('web.contact.unreadOnly')}</label>
        </div>
        <PageSizeSelect value={pageSize} onChange={list.setPageSize} />
      </div>
      <DataTable
        caption={t('web.contact.title')}
        columns={contactColumns(t, lang, handleMark)}
        rows={inbox?.items ?? []}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        emptyText={t('web.contact.empty')}
      />
      <Pager page={page} pageSize={pageSize} total={inbox?.total ?? 0} onPage={list.setPage} />
    </section>
  );
}
