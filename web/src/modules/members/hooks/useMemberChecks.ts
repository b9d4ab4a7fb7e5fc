import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { FieldChecks } from '../../ui/form/useForm';
import { MemberMailTakenQuery, MemberNumberTakenQuery } from '../graphql/members';
import type { MemberFormValues } from '../memberForm';

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
