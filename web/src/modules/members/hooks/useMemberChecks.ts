import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { FieldChecks } from '../../ui/form/useForm';
import type { MemberFormValues } from '../memberForm';

/** rep_mail (part 1 §7): another member with this mail; 0 when one you may not see has it. */
const MemberMailTakenQuery = graphql(`
  query MemberMailTaken($mail: String!, $exceptId: Int) {
    memberMailTaken(mail: $mail, exceptId: $exceptId)
  }
`);

/** rep_numAcae (part 1 §7): another member with this number; 0 when one you may not see has it. */
const MemberNumberTakenQuery = graphql(`
  query MemberNumberTaken($memberNumber: String!, $exceptId: Int) {
    memberNumberTaken(memberNumber: $memberNumber, exceptId: $exceptId)
  }
`);

/**
 * rep_mail and rep_numAcae on blur (part 1 §5, §7): another member (not the one edited) with
 * this mail or number. 0 means one the caller may not see: taken all the same. The server checks
 * again on save.
 */
export function useMemberChecks(exceptId: number): FieldChecks<MemberFormValues> {
  const client = useApolloClient();
  return useMemo(() => {
    const except = exceptId > 0 ? exceptId : null;
    return {
      mail: {
        run: async (values) => {
          const { data } = await client.query({
            query: MemberMailTakenQuery,
            variables: { mail: values.mail.trim(), exceptId: except },
            fetchPolicy: 'network-only',
          });
          return data?.memberMailTaken != null ? { key: 'members.duplicateMail' } : undefined;
        },
      },
      memberNumber: {
        run: async (values) => {
          const { data } = await client.query({
            query: MemberNumberTakenQuery,
            variables: { memberNumber: values.memberNumber.trim(), exceptId: except },
            fetchPolicy: 'network-only',
          });
          return data?.memberNumberTaken != null ? { key: 'members.duplicateNumber' } : undefined;
        },
      },
    };
  }, [client, exceptId]);
}
