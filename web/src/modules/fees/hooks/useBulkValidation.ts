import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useInvalidate } from '../../ui/list/invalidate';
import type { FeeBatchRow } from '../components/feeColumns';
import { bulkLevel } from '../feeBatchForm';

const ValidateFeeBatchesMutation = graphql(`
  mutation ValidateFeeBatches($ids: [Int!]!, $level: Int!) {
    validateFeeBatches(ids: $ids, level: $level) {
      ...FeeBatchRow
    }
  }
`);

const UnvalidateFeeBatchesMutation = graphql(`
  mutation UnvalidateFeeBatches($ids: [Int!]!, $level: Int!) {
    unvalidateFeeBatches(ids: $ids, level: $level) {
      ...FeeBatchRow
    }
  }
`);

type BulkValidationOptions = {
  /** The ticked batches as last shown (they may sit on other pages). */
  selected: () => FeeBatchRow[];
  /** After a change: the selection empties and the changed rows light up for 2 s. */
  onChanged: (ids: number[]) => void;
};

/**
 * Validate or undo the ticked batches at the level they share (part 2 §4, §5, §8): the web's own
 * check first with §5's messages, then one call (the server checks again and changes all or
 * none); 'Remesa de cuotas validada.' / 'desvalidada.' for 1.5 s, or 'La remesa no se ha podido
 * validar.' (an undo's: 'desvalidar.') over the reason.
 */
export function useBulkValidation({ selected, onChanged }: BulkValidationOptions) {
  const { t } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const invalidate = useInvalidate();

  const run = async (undo: boolean) => {
    const batches = selected();
    const plan = bulkLevel(batches, undo);
    const failed = t(undo ? 'fees.unvalidateFailed' : 'fees.validateFailed');
    if ('error' in plan) {
      await dialogs.failure(failed, t(plan.error));
      return;
    }
    const ids = batches.map((batch) => batch.id);
    try {
      await client.mutate({
        mutation: undo ? UnvalidateFeeBatchesMutation : ValidateFeeBatchesMutation,
        variables: { ids, level: plan.level },
      });
    } catch (error) {
      await dialogs.failure(failed, describeRefusal(error, t).text);
      return;
    }
    // A national validation pays the members' fees: member lists show their last fee.
    invalidate(['FeeBatch', 'Member']);
    onChanged(ids);
    await dialogs.success(t(undo ? 'fees.unvalidated' : 'fees.validated'));
  };

  return { validate: () => void run(false), unvalidate: () => void run(true) };
}
