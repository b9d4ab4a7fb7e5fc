import { graphql } from '../../../generated/gql';
import type { FeeValidationRowFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';

/** One validation or undo of a batch: who, which level, which way, when (issue 10). */
export const FeeValidationRowFields = graphql(`
  fragment FeeValidationRow on FeeBatchValidation {
    level
    validated
    at
    memberId
    memberName
  }
`);

/** The batch's validation history, newest first: "who validated this and when". */
export function FeeHistory({ history }: { history: readonly FeeValidationRowFragment[] }) {
  const { t, lang } = useT();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="fee-history" aria-labelledby="fee-history-title">
      <h3 id="fee-history-title">{t('web.fees.history')}</h3>
      {history.length === 0 ? (
        <p>{t('web.fees.noHistory')}</p>
      ) : (
        <table className="fee-history-table">
          <thead>
            <tr>
              <th scope="col">{t('web.fees.historyWhen')}</th>
              <th scope="col">{t('web.fees.historyWho')}</th>
              <th scope="col">{t('web.fees.historyLevel')}</th>
              <th scope="col">{t('web.fees.historyWhat')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={index}>
                <td>{when.format(new Date(entry.at))}</td>
                <td>{entry.memberName}</td>
                <td>{t(`web.fees.level${entry.level}`)}</td>
                <td>{t(entry.validated ? 'web.fees.historyValidated' : 'web.fees.historyUndone')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
