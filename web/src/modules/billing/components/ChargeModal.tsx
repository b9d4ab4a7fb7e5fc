import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../../ui/components/FormMessage';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { ChargeRecord } from './ChargeRecord';

const ChargeQuery = graphql(`
  query Charge($id: Int!) {
    charge(id: $id) {
      ...ChargeRecord
    }
  }
`);

type ChargeModalProps = {
  id: number;
  onClose: () => void;
  /** What the payment gateway said, when the payer comes back from it. */
  notice?: string;
};

/** A charge's record, read-only (nothing of a charge is edited by hand). */
export function ChargeModal({ id, onClose, notice }: ChargeModalProps) {
  const { t } = useT();
  // Always asked again: a payment made elsewhere (the gateway, a statement) changes it.
  const { data, error } = useQuery(ChargeQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <EditModal title={t('web.billing.chargeTitle', { id })} dirty={false} onClose={onClose} wide>
      {notice && <FormMessage kind="info">{notice}</FormMessage>}
      <ModalLoad ready={!!data?.charge} failed={!!error}>
        {data?.charge && <ChargeRecord charge={data.charge} />}
      </ModalLoad>
    </EditModal>
  );
}
