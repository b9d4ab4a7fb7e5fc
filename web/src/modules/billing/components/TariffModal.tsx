import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { FormText } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { EditModal } from '../../ui/modal/EditModal';
import { useModalSave } from '../../ui/modal/useModalSave';
import type { TariffPlace } from '../billingAccess';
import {
  TARIFF_SERVER_FIELDS,
  tariffAmounts,
  tariffFormErrors,
  tariffFormValues,
  type TariffFormValues,
} from '../tariffForm';

const SetTariff = graphql(`
  mutation SetTariff($input: TariffInput!) {
    setTariff(input: $input) {
      id
      adultCents
      childCents
      changedAt
    }
  }
`);

/** The tariff being set: its place, what it costs now (null: not set yet) and how it is named. */
export type TariffSlot = TariffPlace & {
  year: number;
  name: string;
  current: { adultCents: number; childCents: number } | null;
};

type TariffModalProps = { slot: TariffSlot; onClose: () => void; onSaved: () => void };

/** Sets a tariff's adult and child amounts, typed in the language's format. */
export function TariffModal({ slot, onClose, onSaved }: TariffModalProps) {
  const { t, lang } = useT();
  const form = useForm<TariffFormValues>({
    initial: tariffFormValues(slot.current, lang),
    rules: tariffFormErrors,
    idPrefix: 'tariff',
    serverFields: TARIFF_SERVER_FIELDS,
  });
  const [setTariff] = useMutation(SetTariff, { refetchQueries: ['BillingTariffs'] });
  const { apply, saving } = useModalSave(
    form,
    async () => {
      const { level, year, associationId, dojoId } = slot;
      const answer = await setTariff({
        variables: { input: { level, year, associationId, dojoId, ...tariffAmounts(form.values) } },
      });
      return answer.data?.setTariff.id ? Number(answer.data.setTariff.id) : 0;
    },
    onSaved,
  );
  return (
    <EditModal
      title={t('web.billing.tariffTitle', { name: slot.name, year: slot.year })}
      dirty={form.dirty}
      saving={saving}
      onApply={apply}
      onClose={onClose}
    >
      <FormText
        form={form.host}
        field="adult"
        label={t('web.billing.adult')}
        required
        hint={t('web.billing.amountHint')}
      />
      <FormText
        form={form.host}
        field="child"
        label={t('web.billing.child')}
        required
        hint={t('web.billing.amountHint')}
      />
    </EditModal>
  );
}
