import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';

const RenewCardCodeMutation = graphql(`
  mutation RenewCardCode($memberId: Int!) {
    renewCardCode(memberId: $memberId) {
      id
      checkLink
    }
  }
`);

/**
 * 'Renovar código del carnet': asks first, since every card printed for the member stops
 * checking (a lost card is made useless this way); then says it is done, or why not.
 */
export function useRenewCardCode() {
  const { t } = useT();
  const dialogs = useDialogs();
  const client = useApolloClient();
  return async (member: { id: number; name: string }) => {
    const yes = await dialogs.confirm(
      t('web.cards.renewTitle'),
      t('web.cards.renewQuestion', { name: member.name }),
    );
    if (!yes) return;
    try {
      await client.mutate({ mutation: RenewCardCodeMutation, variables: { memberId: member.id } });
      await dialogs.success(t('web.cards.renewTitle'), t('cards.codeRenewed'));
    } catch (error) {
      await dialogs.failure(t('web.cards.renewFailed'), error instanceof Error ? error.message : undefined);
    }
  };
}
