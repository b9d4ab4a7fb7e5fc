import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { normaliseDojo } from '@federa/schema/validation/dojos';
import type { FieldChecks } from '../../ui/form/useForm';
import type { DojoFormValues } from '../components/dojoForm';

/** rep_nombre (part 1 §7): another dojo of the association with this name, or null. */
const DojoNameTakenQuery = graphql(`
  query DojoNameTaken($associationId: Int!, $name: String!, $exceptId: Int) {
    dojoNameTakenBy(associationId: $associationId, name: $name, exceptId: $exceptId)
  }
`);

/**
 * rep_nombre on blur (part 1 §5, §7): another dojo (not the one edited) of the chosen association
 * with this name. The answer depends on the association, so changing it asks again; without one
 * there is nothing to ask. The server checks again on save.
 */
export function useDojoChecks(exceptId: number): FieldChecks<DojoFormValues> {
  const client = useApolloClient();
  return useMemo(
    () => ({
      name: {
        uses: ['associationId'],
        run: async (values) => {
          if (!values.associationId) return undefined;
          const { data } = await client.query({
            query: DojoNameTakenQuery,
            variables: {
              associationId: values.associationId,
              name: normaliseDojo(values).name,
              exceptId: exceptId > 0 ? exceptId : null,
            },
            fetchPolicy: 'network-only',
          });
          return data?.dojoNameTakenBy != null ? { key: 'dojos.duplicateName' } : undefined;
        },
      },
    }),
    [client, exceptId],
  );
}
