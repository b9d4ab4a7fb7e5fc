import { graphql } from '../../../generated/gql';

export const CurrentMemberQuery = graphql(`
  query CurrentMember {
    me {
      id
      firstName
      lastName
      memberNumber
      avatar
      associationId
      dojoId
      roles {
        admin
        associationAdmin
        dojoAdmin
      }
    }
  }
`);
