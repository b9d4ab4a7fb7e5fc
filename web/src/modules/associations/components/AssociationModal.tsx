import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  ASSOCIATION_NAME_MAX_LENGTH,
  ASSOCIATION_ZONE_MAX_LENGTH,
  associationErrors,
} from '@federa/schema/validation/associations';
import { useT } from '../../i18n/hooks/useT';
import { useAssociationChecks } from '../hooks/useAssociationChecks';
import { FormText } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useModalSave } from '../../ui/modal/useModalSave';

const AssociationQuery = graphql(`
  query Association($id: Int!) {
    association(id: $id) {
      id
      name
      zone
      series
    }
  }
`);

const CreateAssociationMutation = graphql(`
  mutation CreateAssociation($input: AssociationInput!) {
    createAssociation(input: $input) {
      id
    }
  }
`);

const UpdateAssociationMutation = graphql(`
  mutation UpdateAssociation($id: Int!, $input: AssociationInput!) {
    updateAssociation(id: $id, input: $input) {
      id
    }
  }
`);
import {
  ASSOCIATION_SERVER_FIELDS,
  associationInput,
  associationValues,
  EMPTY_ASSOCIATION,
  type AssociationFormValues,
} from './associationForm';

type AssociationModalProps = { show: number; onClose: () => void; onSaved: (id: number) => void };

/** Create (show < 0) or edit (show > 0) an association: nombre, zona, serie (part 1 §2, §5). */
export function AssociationModal({ show, onClose, onSaved }: AssociationModalProps) {
  const { t } = useT();
  const client = useApolloClient();
  const form = useForm({
    initial: EMPTY_ASSOCIATION,
    rules: associationErrors,
    idPrefix: 'association',
    checks: useAssociationChecks<AssociationFormValues>(show),
    serverFields: ASSOCIATION_SERVER_FIELDS,
  });
  const { data, error } = useQuery(AssociationQuery, {
    variables: { id: show },
    skip: show <= 0,
    fetchPolicy: 'network-only',
  });
  const record = data?.association;
  useLoadRecord(record, associationValues, form.load);

  const save = async () => {
    const input = associationInput(form.values);
    if (show > 0) {
      await client.mutate({ mutation: UpdateAssociationMutation, variables: { id: show, input } });
      return show;
    }
    const { data: created } = await client.mutate({
      mutation: CreateAssociationMutation,
      variables: { input },
    });
    return created!.createAssociation.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  return (
    <EditModal
      title={show > 0 ? t('web.associations.editTitle') : t('web.associations.newTitle')}
      dirty={form.dirty}
      saving={saving}
      onApply={show < 0 || record ? apply : undefined}
      onClose={onClose}
    >
      <ModalLoad ready={show < 0 || !!record} failed={!!error || data?.association === null}>
        <FormText
          form={form.host}
          field="name"
          label={t('web.associations.name')}
          required
          maxLength={ASSOCIATION_NAME_MAX_LENGTH}
        />
        <FormText
          form={form.host}
          field="zone"
          label={t('web.associations.zone')}
          maxLength={ASSOCIATION_ZONE_MAX_LENGTH}
        />
        <FormText
          form={form.host}
          field="series"
          label={t('web.associations.series')}
          hint={t('web.associations.seriesHint')}
          required
          maxLength={5}
          transform={(value) => value.toUpperCase()}
        />
      </ModalLoad>
    </EditModal>
  );
}
