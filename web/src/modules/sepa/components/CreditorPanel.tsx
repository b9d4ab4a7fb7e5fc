import { useApolloClient, useQuery } from '@apollo/client/react';
import { creditorErrors, SEPA_LIMITS } from '@federa/schema/validation/sepa';
import { graphql } from '../../../generated/gql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { FormText } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';

const SepaCreditorQuery = graphql(`
  query SepaCreditor($associationId: Int!) {
    sepaCreditor(associationId: $associationId) {
      associationId
      creditorId
      name
      iban
      bic
    }
  }
`);

const SaveSepaCreditorMutation = graphql(`
  mutation SaveSepaCreditor($associationId: Int!, $input: SepaCreditorInput!) {
    saveSepaCreditor(associationId: $associationId, input: $input) {
      associationId
      creditorId
      name
      iban
      bic
    }
  }
`);

type CreditorValues = { creditorId: string; name: string; iban: string; bic: string };
const EMPTY: CreditorValues = { creditorId: '', name: '', iban: '', bic: '' };

/** The association's SEPA creditor: the identifier and account its remittances carry. */
export function CreditorPanel({ associationId }: { associationId: number }) {
  const { t } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const form = useForm({ initial: EMPTY, rules: creditorErrors, idPrefix: 'creditor' });
  const { data } = useQuery(SepaCreditorQuery, { variables: { associationId }, fetchPolicy: 'network-only' });
  const record = data?.sepaCreditor
    ? { ...data.sepaCreditor, id: data.sepaCreditor.associationId }
    : undefined;
  useLoadRecord(
    record,
    (c) => ({ creditorId: c.creditorId, name: c.name, iban: c.iban, bic: c.bic ?? '' }),
    form.load,
  );

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const { bic, ...rest } = form.values;
      await client.mutate({
        mutation: SaveSepaCreditorMutation,
        variables: { associationId, input: { ...rest, bic: bic || null } },
      });
      form.load(form.values);
      await dialogs.success(t('web.sepa.creditorSaved'));
    } catch (error) {
      if (!form.acceptServerErrors(error)) {
        const { title, text } = describeRefusal(error, t);
        await dialogs.failure(title, text);
      }
    }
  };

  return (
    <section aria-labelledby="sepa-creditor">
      <h2 id="sepa-creditor">{t('web.sepa.creditor')}</h2>
      <form className="sepa-creditor" onSubmit={handleSubmit} noValidate>
        <FormText
          form={form.host}
          field="creditorId"
          label={t('web.sepa.creditorId')}
          hint={t('web.sepa.creditorIdHint')}
          required
          maxLength={SEPA_LIMITS.creditorId}
          transform={(value) => value.toUpperCase()}
        />
        <FormText
          form={form.host}
          field="name"
          label={t('web.sepa.creditorName')}
          required
          maxLength={SEPA_LIMITS.name}
        />
        <FormText form={form.host} field="iban" label={t('web.sepa.creditorIban')} required maxLength={50} />
        <FormText form={form.host} field="bic" label={t('web.sepa.bic')} maxLength={SEPA_LIMITS.bic} />
        <button type="submit" className="button button--primary">
          {t('web.sepa.saveCreditor')}
        </button>
      </form>
    </section>
  );
}
