import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { Loading } from '../../ui/components/Loading';
import { Panel, PanelNote } from './Panel';
import '../memberView.css';

const MemberFeesPanelQuery = graphql(`
  query MemberFeesPanel($memberId: Int!) {
    memberFees(memberId: $memberId) {
      year
      dojoId
      dojoName
    }
  }
`);

export type FeesPanelProps = {
  /** Whose fees: the member themself or someone who sees their private data (else nothing loads). */
  memberId: number;
  /** How many of the latest years are listed. */
  limit?: number;
};

/**
 * The latest years a member paid, each with the dojo it was paid with (part 2 §2.4, listCuotas:
 * fees of nationally validated batches), or 'No hay cuotas pagadas' (§8). A failed load shows
 * nothing (§8 "Failed list load").
 */
export function FeesPanel({ memberId, limit = 5 }: FeesPanelProps) {
  const { t } = useT();
  const { data, loading } = useQuery(MemberFeesPanelQuery, { variables: { memberId } });
  const fees = data?.memberFees;
  return (
    <Panel name="fees" title={t('web.memberView.fees')}>
      {loading && !fees && <Loading />}
      {fees?.length === 0 && <PanelNote>{t('web.memberView.feesEmpty')}</PanelNote>}
      {!!fees?.length && (
        <ul className="mv-list">
          {fees.slice(0, limit).map((fee) => (
            <li key={`${fee.year} ${fee.dojoId}`}>
              {t('web.memberView.feeYear', { year: fee.year, dojo: fee.dojoName })}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
