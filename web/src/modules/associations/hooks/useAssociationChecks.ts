import { graphql } from '../../../generated/gql';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { normaliseAssociation, type AssociationFields } from '@federa/schema/validation/associations';
import type { FieldChecks } from '../../ui/form/useForm';

/** rep_nombre and rep_serie (part 1 §7): who else already uses the name or the series. */
const AssociationConflictsQuery = graphql(`
  query AssociationConflicts($name: String, $series: String, $exceptId: Int) {
    associationConflicts(name: $name, series: $series, exceptId: $exceptId) {
      nameTakenBy
      seriesTakenBy
    }
  }
`);

/**
 * rep_nombre and rep_serie on blur (part 1 §5, §7): another association (not the one edited)
 * already using the name or the series. The server checks again on save.
 */
export function useAssociationChecks<V extends AssociationFields>(exceptId: number): FieldChecks<V> {
  const client = useApolloClient();
  return useMemo(() => {
    const conflicts = async (asked: { name?: string; series?: string }) => {
      const { data } = await client.query({
        query: AssociationConflictsQuery,
        variables: { ...asked, exceptId: exceptId > 0 ? exceptId : null },
        fetchPolicy: 'network-only',
      });
      return data?.associationConflicts;
    };
    const checks: FieldChecks<AssociationFields> = {
      name: {
        run: async (values) => {
          const found = await conflicts({ name: normaliseAssociation(values).name });
          return found?.nameTakenBy != null ? { key: 'associations.duplicateName' } : undefined;
        },
      },
      series: {
        run: async (values) => {
          const found = await conflicts({ series: normaliseAssociation(values).series });
          return found?.seriesTakenBy != null ? { key: 'associations.duplicateSerie' } : undefined;
        },
      },
    };
    return checks as FieldChecks<V>;
  }, [client, exceptId]);
}
