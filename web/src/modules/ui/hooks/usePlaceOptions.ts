import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';

/** An association or a dojo as a dropdown offers it. */
export type PlaceOption = { id: number; name: string };

// Part 2 §9: lists for dropdowns are fetched 1000 at a time, by name.
const AssociationOptionsQuery = graphql(`
  query AssociationOptions {
    associations(page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

const DojoOptionsQuery = graphql(`
  query DojoOptions($associationId: Int!) {
    dojos(associationId: $associationId, page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

/** Every association, for a selector; undefined while it loads or when `skip`. */
export function useAssociationOptions(skip = false): PlaceOption[] | undefined {
  return useQuery(AssociationOptionsQuery, { skip }).data?.associations.items;
}

/** The dojos of an association (none asked for association 0); undefined while it loads or when `skip`. */
export function useDojoOptions(associationId: number, skip = false): PlaceOption[] | undefined {
  return useQuery(DojoOptionsQuery, { variables: { associationId }, skip: skip || !associationId }).data
    ?.dojos.items;
}
