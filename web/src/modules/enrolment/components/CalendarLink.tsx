import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../generated/gql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';

const EnrolmentCalendarFeedQuery = graphql(`
  query EnrolmentCalendarFeed {
    calendarFeed {
      url
    }
  }
`);

const RenewCalendarFeedMutation = graphql(`
  mutation RenewCalendarFeed {
    renewCalendarFeed {
      url
    }
  }
`);

/**
 * The caller's private iCalendar feed of the courses they are enrolled in (issue 12, beyond the
 * spec), shown to whoever is enrolled in this one: a link to select and copy, and a new secret
 * when the old one has been passed on (the old link stops working).
 */
export function CalendarLink() {
  const { t } = useT();
  const dialogs = useDialogs();
  const client = useApolloClient();
  const fieldId = useId();
  const hintId = useId();
  const { data } = useQuery(EnrolmentCalendarFeedQuery, { fetchPolicy: 'network-only' });
  const [renewed, setRenewed] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  const feed = renewed ?? data?.calendarFeed.url;
  if (!feed) return null;
  // A calendar application needs the whole address, whether the server gives a path or not.
  const url = new URL(feed, window.location.origin).href;

  const handleRenew = async () => {
    const sure = await dialogs.confirm(
      t('web.enrolment.calendarRenewTitle'),
      t('web.enrolment.calendarRenewAsk'),
    );
    if (!sure) return;
    setRenewing(true);
    try {
      const { data: answer } = await client.mutate({ mutation: RenewCalendarFeedMutation });
      setRenewed(answer!.renewCalendarFeed.url);
      setRenewing(false);
      await dialogs.success(t('courses.calendarRenewed'));
    } catch (error) {
      setRenewing(false);
      const { title, text } = describeRefusal(error, t);
      await dialogs.failure(title, text);
    }
  };

  return (
    <section className="enrolment-calendar">
      <h3>{t('web.enrolment.calendar')}</h3>
      <p id={hintId} className="field-hint">
        {t('web.enrolment.calendarHint')}
      </p>
      <div className="enrolment-calendar-row">
        <label htmlFor={fieldId} className="visually-hidden">
          {t('web.enrolment.calendarLink')}
        </label>
        <input
          id={fieldId}
          type="text"
          readOnly
          value={url}
          aria-describedby={hintId}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" disabled={renewing} onClick={() => void handleRenew()}>
          {t('web.enrolment.calendarRenew')}
        </button>
      </div>
    </section>
  );
}
