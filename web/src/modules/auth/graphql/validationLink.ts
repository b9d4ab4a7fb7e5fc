import { graphql } from '../../../generated/gql';

export const ValidationLinkQuery = graphql(`
  query ValidationLink($mail: String!, $code: String!, $lang: Language) {
    validationLink(mail: $mail, code: $code, lang: $lang) {
      mail
      firstName
      message
    }
  }
`);
