import { graphql } from '../../../generated/gql';

export const AssociationListQuery = graphql(`
  query AssociationList($page: ListInput, $lang: Language) {
    associations(page: $page, lang: $lang) {
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
  query Association($id: Int!, $lang: Language) {
    association(id: $id, lang: $lang) {
      id
      name
      zone
      series
    }
  }
`);

export const CreateAssociationMutation = graphql(`
  mutation CreateAssociation($input: AssociationInput!, $lang: Language) {
    createAssociation(input: $input, lang: $lang) {
      id
    }
  }
`);

export const UpdateAssociationMutation = graphql(`
  mutation UpdateAssociation($id: Int!, $input: AssociationInput!, $lang: Language) {
    updateAssociation(id: $id, input: $input, lang: $lang) {
      id
    }
  }
`);

export const DeleteAssociationMutation = graphql(`
  mutation DeleteAssociation($id: Int!, $lang: Language) {
    deleteAssociation(id: $id, lang: $lang) {
      message
    }
  }
`);

/** rep_nombre and rep_serie (part 1 §7): who else already uses the name or the series. */
export const AssociationConflictsQuery = graphql(`
  query AssociationConflicts($name: String, $series: String, $exceptId: Int, $lang: Language) {
    associationConflicts(name: $name, series: $series, exceptId: $exceptId, lang: $lang) {
      nameTakenBy
      seriesTakenBy
    }
  }
`);
