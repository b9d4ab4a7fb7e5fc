import { graphql } from '../../../generated/gql';

export const SignInMutation = graphql(`
  mutation SignIn($mail: String!, $password: String!) {
    signIn(mail: $mail, password: $password) {
      token
      user {
        id
        firstName
        lastName
      }
    }
  }
`);
