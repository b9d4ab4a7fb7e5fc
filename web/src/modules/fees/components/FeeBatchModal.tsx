import { useQuery, useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { canWriteFeeBatch } from '@federa/schema/permissions/fees';
import { feeYears } from '@federa/schema/validation/fees';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { actorOf } from '../../session/permissions';
import { FormSelect } from '../../ui/form/fields';
import { useForm } from '../../ui/form/useForm';
import { useLoadRecord } from '../../ui/form/useLoadRecord';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useModalSave } from '../../ui/modal/useModalSave';
import {
  FEE_BATCH_SERVER_FIELDS,
  feeBatchFormErrors,
  feeBatchInput,
  newFeeBatchValues,
  recordValues,
  withTicks,
} from '../feeBatchForm';
import { FeeBatchDojoFields } from './FeeBatchDojoFields';
import { FeeHistory } from './FeeHistory';
import { FeeMemberTicks } from './FeeMemberTicks';

/** What the batch modal reads of a batch: its form values, whether it may change, its history. */
export const FeeBatchDetailFields = graphql(`
  fragment FeeBatchDetail on FeeBatch {
    id
    year
    dojoId
    dojoName
    associationId
    state
    memberIds
    history {
      ...FeeValidationRow
    }
  }
`);

const FeeBatchQuery = graphql(`
  query FeeBatch($id: Int!) {
    feeBatch(id: $id) {
      ...FeeBatchDetail
    }
  }
`);

const CreateFeeBatchMutation = graphql(`
  mutation CreateFeeBatch($input: FeeBatchInput!) {
    createFeeBatch(input: $input) {
      ...FeeBatchDetail
    }
  }
`);

const UpdateFeeBatchMutation = graphql(`
  mutation UpdateFeeBatch($id: Int!, $input: FeeBatchInput!) {
    updateFeeBatch(id: $id, input: $input) {
      ...FeeBatchDetail
    }
  }
`);

type FeeBatchModalProps = {
  show: number;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** The list screen's delete flow for this batch. */
  onDelete: (id: number) => void;
};

/**
 * New (show < 0), modify or see (show > 0) a fee batch (part 2 §2.7): the year among the 50 from
 * next year back, the dojo's members ticked, and the validation history. Read-only once the dojo
 * has validated (§4) or for a caller who may not change it; deletable while nobody validated.
 */
export function FeeBatchModal({ show, onClose, onSaved, onDelete }: FeeBatchModalProps) {
  const { t } = useT();
  const me = useMe();
  const client = useApolloClient();
  const [currentYear] = useState(() => new Date().getFullYear());
  const rules = useMemo(() => feeBatchFormErrors(currentYear), [currentYear]);
  const form = useForm({
    initial: newFeeBatchValues(me),
    rules,
    idPrefix: 'fee-batch',
    serverFields: FEE_BATCH_SERVER_FIELDS,
  });
  const { data, error } = useQuery(FeeBatchQuery, {
    variables: { id: show },
    skip: show <= 0,
    fetchPolicy: 'network-only',
  });
  const record = data?.feeBatch;
  useLoadRecord(record, recordValues, form.load);

  // The national administrator may make a batch for any dojo; anyone else's is their own.
  const picksDojo = show < 0 && me.roles.admin;

  const save = async () => {
    const input = feeBatchInput(form.values, picksDojo);
    if (show > 0) {
      await client.mutate({ mutation: UpdateFeeBatchMutation, variables: { id: show, input } });
      return show;
    }
    const { data: created } = await client.mutate({ mutation: CreateFeeBatchMutation, variables: { input } });
    return created!.createFeeBatch.id;
  };
  const { apply, saving } = useModalSave(form, save, onSaved);

  const ready = show < 0 || !!record;
  const readOnly = !!record && (record.state >= 1 || !canWriteFeeBatch(actorOf(me), record));
  const title = readOnly ? 'web.fees.seeTitle' : show > 0 ? 'web.fees.editTitle' : 'web.fees.newTitle';
  const years = useMemo(
    () => feeYears(currentYear).map((year) => ({ value: String(year), label: String(year) })),
    [currentYear],
  );
  const dojoId = Number(form.values.dojoId) || 0;
  const year = picksDojo && !dojoId ? 0 : Number(form.values.year) || 0;
  return (
    <EditModal
      title={t(title)}
      dirty={form.dirty}
      saving={saving}
      onApply={ready && !readOnly ? apply : undefined}
      onClose={onClose}
      wide
      extraActions={
        record &&
        !readOnly && (
          <button type="button" className="button" onClick={() => onDelete(record.id)}>
            {t('web.fees.delete')}
          </button>
        )
      }
    >
      <ModalLoad ready={ready} failed={!!error || data?.feeBatch === null}>
        <div className="fee-batch-form">
          {record && <p className="fee-batch-dojo">{record.dojoName}</p>}
          {picksDojo && <FeeBatchDojoFields form={form.host} />}
          <FormSelect
            form={form.host}
            field="year"
            label={t('web.fees.year')}
            required
            options={years}
            placeholder={t('web.fees.chooseYear')}
            disabled={readOnly}
          />
          <FeeMemberTicks
            year={year}
            batchId={record?.id}
            dojoId={picksDojo ? dojoId : undefined}
            ticked={form.values.memberIds}
            onTick={(ids, on) => form.set('memberIds', withTicks(form.values.memberIds, ids, on))}
            readOnly={readOnly}
            id={`${form.host.idPrefix}-memberIds`}
            error={form.errors.memberIds}
          />
          {record && <FeeHistory history={record.history} />}
        </div>
      </ModalLoad>
    </EditModal>
  );
}
