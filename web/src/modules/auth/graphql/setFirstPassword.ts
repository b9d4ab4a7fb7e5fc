import { graphql } from '../../../generated/gql';

export const SetFirstPasswordMutation = graphql(`
  mutation SetFirstPassword($input: FirstPasswordInput!, $lang: Language) {
    setFirstPassword(input: $input, lang: $lang) {
      message
    }
  }
`);
