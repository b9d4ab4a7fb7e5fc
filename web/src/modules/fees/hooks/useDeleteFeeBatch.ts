import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';

const DeleteFeeBatchMutation = graphql(`
  mutation DeleteFeeBatch($id: Int!) {
    deleteFeeBatch(id: $id) {
      message
    }
  }
`);

/**
 * A batch's delete for the list screen's delete flow (ask, run, report, refresh): 'Remesa de
 * cuotas eliminada.', or the server's refusal ('La remesa no se puede eliminar.' over 'La remesa
 * ya está validada.', part 2 §8). `deleted` runs once it has gone (the open modal closes).
 */
export function useDeleteFeeBatch() {
  const { t } = useT();
  const client = useApolloClient();
  return (id: number, deleted?: () => void) => ({
    name: t('web.fees.batchName', { id }),
    run: async () => {
      const { data } = await client.mutate({ mutation: DeleteFeeBatchMutation, variables: { id } });
      deleted?.();
      return data!.deleteFeeBatch.message;
    },
  });
}
