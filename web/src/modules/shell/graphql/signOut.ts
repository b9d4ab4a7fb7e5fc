import { graphql } from '../../../generated/gql';

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      message
    }
  }
`);
