import { graphql } from '../../../generated/gql';

export const SignInMutation = graphql(`
  mutation SignIn($mail: String!, $password: String!, $lang: Language) {
    signIn(mail: $mail, password: $password, lang: $lang) {
      token
      user {
        id
        firstName
        lastName
      }
    }
  }
`);
