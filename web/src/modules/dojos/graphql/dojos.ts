import { graphql } from '../../../generated/gql';

export const DojoListQuery = graphql(`
  query DojoList($page: ListInput, $associationId: Int) {
    dojos(page: $page, associationId: $associationId) {
      total
      items {
        id
        name
        city
        associationId
        association {
          id
          name
        }
        memberCount
        visible
      }
    }
  }
`);

export const DojoPositionQuery = graphql(`
  query DojoPosition($id: Int!, $orderBy: String, $filter: String, $associationId: Int) {
    dojoPosition(id: $id, orderBy: $orderBy, filter: $filter, associationId: $associationId)
  }
`);

/** The association the list is filtered by, for its header and filter chip. */
export const DojoFilterAssociationQuery = graphql(`
  query DojoFilterAssociation($id: Int!) {
    association(id: $id) {
      id
      name
    }
  }
`);

export const DojoQuery = graphql(`
  query Dojo($id: Int!) {
    dojo(id: $id) {
      id
      name
      city
      associationId
      country
      province
      web
      maps
      address
      phone
      contactPerson
      email
      schedule
      logo
      visible
    }
  }
`);

/** The form's dropdowns: associations (a page of 1000, part 1 §9) and countries with provinces. */
export const DojoFormOptionsQuery = graphql(`
  query DojoFormOptions {
    associations(page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
        zone
      }
    }
    countries {
      code
      name
      provinces {
        code
        name
      }
    }
  }
`);

export const CreateDojoMutation = graphql(`
  mutation CreateDojo($input: DojoInput!) {
    createDojo(input: $input) {
      id
    }
  }
`);

export const UpdateDojoMutation = graphql(`
  mutation UpdateDojo($id: Int!, $input: DojoInput!) {
    updateDojo(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteDojoMutation = graphql(`
  mutation DeleteDojo($id: Int!) {
    deleteDojo(id: $id) {
      message
    }
  }
`);

/** rep_nombre (part 1 §7): another dojo of the association with this name, or null. */
export const DojoNameTakenQuery = graphql(`
  query DojoNameTaken($associationId: Int!, $name: String!, $exceptId: Int) {
    dojoNameTakenBy(associationId: $associationId, name: $name, exceptId: $exceptId)
  }
`);
