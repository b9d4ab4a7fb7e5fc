import { useApolloClient } from '@apollo/client/react';
import { SEPA_LIMITS } from '@federa/schema/validation/sepa';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { FormSelect, FormText } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { EditModal } from '../../ui/modal/EditModal';
import { useModalSave } from '../../ui/modal/useModalSave';
import {
  emptyMandate,
  MANDATE_SERVER_FIELDS,
  mandateFormErrors,
  mandateInput,
  mandateValues,
  PAYER_KINDS,
} from './mandateForm';
import type { MandateRow } from './MandatesPanel';

const SaveMandateMutation = graphql(`
  mutation SaveMandate($input: MandateInput!) {
    saveMandate(input: $input) {
      id
    }
  }
`);

/** The local calendar day: the rules refuse a signature after it. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

type MandateModalProps = { mandate: MandateRow | null; onClose: () => void; onSaved: () => void };

/** A signed mandate recorded (payer fixed once written) or changed, revoked by its state. */
export function MandateModal({ mandate, onClose, onSaved }: MandateModalProps) {
  const { t } = useT();
  const client = useApolloClient();
  const today = localToday();
  const form = useForm({
    initial: mandate ? mandateValues(mandate) : emptyMandate(today),
    rules: (values) => mandateFormErrors(values, today),
    idPrefix: 'mandate',
    serverFields: MANDATE_SERVER_FIELDS,
  });
  const save = async () => {
    const { data } = await client.mutate({
      mutation: SaveMandateMutation,
      variables: { input: mandateInput(form.values, mandate?.id ?? null) },
    });
    return data!.saveMandate.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);
  const kinds = PAYER_KINDS.map((kind) => ({ value: kind, label: t(`web.sepa.payerKinds.${kind}`) }));

  return (
    <EditModal
      title={mandate ? t('web.sepa.editMandate') : t('web.sepa.newMandate')}
      dirty={form.dirty}
      saving={saving}
      onApply={apply}
      onClose={onClose}
    >
      <FormSelect
        form={form.host}
        field="payerKind"
        label={t('web.sepa.payerKind')}
        options={kinds}
        disabled={!!mandate}
      />
      <FormText
        form={form.host}
        field="payerId"
        label={t('web.sepa.payerId')}
        hint={t('web.sepa.payerIdHint')}
        required
        disabled={!!mandate}
        maxLength={10}
      />
      <FormText
        form={form.host}
        field="debtorName"
        label={t('web.sepa.debtorName')}
        required
        maxLength={SEPA_LIMITS.name}
      />
      <FormText
        form={form.host}
        field="iban"
        label={t('web.sepa.iban')}
        required
        maxLength={50}
        transform={(value) => value.toUpperCase()}
      />
      <FormText
        form={form.host}
        field="bic"
        label={t('web.sepa.bic')}
        maxLength={SEPA_LIMITS.bic}
        transform={(value) => value.toUpperCase()}
      />
      <FormText
        form={form.host}
        field="reference"
        label={t('web.sepa.reference')}
        hint={t('web.sepa.referenceHint')}
        required
        maxLength={SEPA_LIMITS.reference}
      />
      <FormText form={form.host} field="signedOn" type="date" label={t('web.sepa.signedOn')} required />
      <FormSelect
        form={form.host}
        field="active"
        label={t('web.sepa.state')}
        options={[
          { value: 'true', label: t('web.sepa.active') },
          { value: 'false', label: t('web.sepa.revoked') },
        ]}
      />
    </EditModal>
  );
}
