import { graphql } from '../../../generated/gql';

export const WarningsQuery = graphql(`
  query Warnings {
    warnings {
      fees
      courses
      grades
    }
  }
`);
