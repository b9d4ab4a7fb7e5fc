import { graphql } from '../../../generated/gql';

export const AssociationListQuery = graphql(`
  query AssociationList($page: ListInput) {
    associations(page: $page) {
      total
      items {
        id
        name
        zone
        series
        dojoCount
      }
    }
  }
`);

export const AssociationPositionQuery = graphql(`
  query AssociationPosition($id: Int!, $orderBy: String, $filter: String) {
    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)
  }
`);

export const AssociationQuery = graphql(`
  query Association($id: Int!) {
    association(id: $id) {
      id
      name
      zone
      series
    }
  }
`);

export const CreateAssociationMutation = graphql(`
  mutation CreateAssociation($input: AssociationInput!) {
    createAssociation(input: $input) {
      id
    }
  }
`);

export const UpdateAssociationMutation = graphql(`
  mutation UpdateAssociation($id: Int!, $input: AssociationInput!) {
    updateAssociation(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteAssociationMutation = graphql(`
  mutation DeleteAssociation($id: Int!) {
    deleteAssociation(id: $id) {
      message
    }
  }
`);

/** rep_nombre and rep_serie (part 1 §7): who else already uses the name or the series. */
export const AssociationConflictsQuery = graphql(`
  query AssociationConflicts($name: String, $series: String, $exceptId: Int) {
    associationConflicts(name: $name, series: $series, exceptId: $exceptId) {
      nameTakenBy
      seriesTakenBy
    }
  }
`);
