import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { MemberDetailFragment } from '../../../generated/graphql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useShareValidationLink } from '../hooks/useShareValidationLink';
import { canResetMemberPassword } from '../memberPermissions';

const ResetMemberPasswordMutation = graphql(`
  mutation ResetMemberPassword($memberId: Int!) {
    resetMemberPassword(memberId: $memberId) {
      link
      message
    }
  }
`);

type ValidationActionsProps = {
  member: MemberDetailFragment;
  /** The member's validation state changed (a reset): load the record again. */
  onChanged: () => void;
};

/**
 * Below the member form for administrators (part 1 §2, §4): while the member has not validated,
 * the validation link to copy; once validated, the password reset, which issues a new link.
 * The server hands the link only to administrators over the member, so its presence decides.
 */
export function ValidationActions({ member, onChanged }: ValidationActionsProps) {
  const { t } = useT();
  const me = useMe();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const share = useShareValidationLink();
  const [busy, setBusy] = useState(false);

  const handleCopy = (path: string) => void share({ path, memberName: member.fullName });

  const handleReset = async () => {
    const sure = await dialogs.confirm(
      t('web.members.resetTitle'),
      t('web.members.resetConfirm', { name: member.fullName }),
    );
    if (!sure) return;
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: ResetMemberPasswordMutation,
        variables: { memberId: member.id },
      });
      const reset = data!.resetMemberPassword;
      onChanged();
      await share({
        path: reset.link,
        memberName: member.fullName,
        before: () => dialogs.success(reset.message),
      });
    } catch (error) {
      const { title, text } = describeRefusal(error, t);
      await dialogs.failure(title, text);
    } finally {
      setBusy(false);
    }
  };

  if (!member.validated && member.validationLink) {
    const path = member.validationLink;
    return (
      <button type="button" className="button" onClick={() => handleCopy(path)}>
        {t('web.members.copyLink')}
      </button>
    );
  }
  if (member.validated && canResetMemberPassword(me, member)) {
    return (
      <button type="button" className="button" disabled={busy} onClick={() => void handleReset()}>
        {t('web.members.resetPassword')}
      </button>
    );
  }
  return null;
}
