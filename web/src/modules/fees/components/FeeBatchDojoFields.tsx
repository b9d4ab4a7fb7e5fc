import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { FormSelect } from '../../ui/form/fields';
import type { FieldHost } from '../../ui/form/useForm';
import type { FeeBatchFormValues } from '../feeBatchForm';

/** The association select of a new batch (a page of 1000, part 1 §9). */
const FeeAssociationOptionsQuery = graphql(`
  query FeeAssociationOptions {
    associations(page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

/** The dojo select of a new batch: the chosen association's dojos. */
const FeeDojoOptionsQuery = graphql(`
  query FeeDojoOptions($associationId: Int!) {
    dojos(associationId: $associationId, page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

/**
 * The national administrator's choice of a new batch's dojo ("Who may do what": any dojo), as the
 * member form offers it: association, then its dojos. The ticks name the dojo's members, so a
 * change of dojo drops them.
 */
export function FeeBatchDojoFields({ form }: { form: FieldHost<FeeBatchFormValues> }) {
  const { t } = useT();
  const associationId = Number(form.values.associationId) || 0;
  const associations = useQuery(FeeAssociationOptionsQuery);
  const dojos = useQuery(FeeDojoOptionsQuery, { variables: { associationId }, skip: !associationId });
  const options = (items: readonly { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const place = (associationId: string, dojoId: string) => {
    form.set('associationId', associationId);
    if (dojoId !== form.values.dojoId) {
      form.set('dojoId', dojoId);
      form.set('memberIds', []);
    }
  };

  return (
    <>
      <FormSelect
        form={form}
        field="associationId"
        label={t('web.fees.association')}
        required
        placeholder={t('web.members.chooseAssociation')}
        options={options(associations.data?.associations.items)}
        onChangeValue={(value) => place(value, value === form.values.associationId ? form.values.dojoId : '')}
      />
      <FormSelect
        form={form}
        field="dojoId"
        label={t('web.fees.dojo')}
        required
        disabled={!associationId}
        placeholder={associationId ? t('web.members.chooseDojo') : t('web.members.chooseAssociationFirst')}
        options={associationId ? options(dojos.data?.dojos.items) : []}
        onChangeValue={(value) => place(form.values.associationId, value)}
      />
    </>
  );
}
