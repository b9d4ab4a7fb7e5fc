import { graphql } from '../../../generated/gql';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { dojoErrors } from '@federa/schema/validation/dojos';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useForm } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useModalSave } from '../../ui/modal/useModalSave';
import { useDojoChecks } from '../hooks/useDojoChecks';
import { DojoFields } from './DojoFields';
import { DOJO_SERVER_FIELDS, dojoInput, dojoValues, emptyDojo } from './dojoForm';

const DojoQuery = graphql(`
  query Dojo($id: Int!) {
    dojo(id: $id) {
      ...DojoDetail
    }
  }
`);

/** The form's dropdowns: associations (a page of 1000, part 1 §9) and countries with provinces. */
const DojoFormOptionsQuery = graphql(`
  query DojoFormOptions {
    associations(page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
        zone
      }
    }
    countries {
      code
      name
      provinces {
        code
        name
      }
    }
  }
`);

const CreateDojoMutation = graphql(`
  mutation CreateDojo($input: DojoInput!) {
    createDojo(input: $input) {
      id
    }
  }
`);

const UpdateDojoMutation = graphql(`
  mutation UpdateDojo($id: Int!, $input: DojoInput!) {
    updateDojo(id: $id, input: $input) {
      id
    }
  }
`);

type DojoModalProps = {
  show: number;
  /** The association a new dojo goes to (the route's filter); 0 when none is chosen. */
  associationId: number;
  onClose: () => void;
  onSaved: (id: number) => void;
};

/** Create (show < 0) or edit (show > 0) a dojo: the fields of part 1 §2 and the rules of §5. */
export function DojoModal({ show, associationId, onClose, onSaved }: DojoModalProps) {
  const { t } = useT();
  const me = useMe();
  const client = useApolloClient();
  // §6: a non-global administrator's dojos stay in their own association.
  const associationFixed = !me.roles.admin;
  const form = useForm({
    initial: emptyDojo(associationFixed ? me.associationId : associationId),
    rules: dojoErrors,
    idPrefix: 'dojo',
    checks: useDojoChecks(show),
    serverFields: DOJO_SERVER_FIELDS,
  });
  const options = useQuery(DojoFormOptionsQuery, { variables: {} });
  const { data, error } = useQuery(DojoQuery, {
    variables: { id: show },
    skip: show <= 0,
    fetchPolicy: 'network-only',
  });
  const record = data?.dojo;
  useLoadRecord(record, dojoValues, form.load);

  const save = async () => {
    const input = dojoInput(form.values);
    if (show > 0) {
      await client.mutate({ mutation: UpdateDojoMutation, variables: { id: show, input } });
      return show;
    }
    const { data: created } = await client.mutate({
      mutation: CreateDojoMutation,
      variables: { input },
    });
    return created!.createDojo.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  const ready = (show < 0 || !!record) && !!options.data;
  return (
    <EditModal
      title={show > 0 ? t('web.dojos.editTitle') : t('web.dojos.newTitle')}
      dirty={form.dirty}
      saving={saving}
      onApply={ready ? apply : undefined}
      onClose={onClose}
      wide
    >
      <ModalLoad ready={ready} failed={!!error || !!options.error}>
        {options.data && (
          <DojoFields
            form={form}
            options={options.data}
            associationFixed={associationFixed}
            storedLogo={record?.logo ?? null}
          />
        )}
      </ModalLoad>
    </EditModal>
  );
}
