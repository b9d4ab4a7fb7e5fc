import { graphql } from '../../../generated/gql';

export const ValidationLinkQuery = graphql(`
  query ValidationLink($mail: String!, $code: String!) {
    validationLink(mail: $mail, code: $code) {
      mail
      firstName
      message
    }
  }
`);
