import { graphql } from '../../../generated/gql';

export const SetFirstPasswordMutation = graphql(`
  mutation SetFirstPassword($input: FirstPasswordInput!) {
    setFirstPassword(input: $input) {
      message
    }
  }
`);
