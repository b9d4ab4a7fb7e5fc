import { graphql } from '../../../generated/gql';

export const SignOutMutation = graphql(`
  mutation SignOut($lang: Language) {
    signOut(lang: $lang) {
      message
    }
  }
`);
