import { graphql } from '../../../generated/gql';

/** What the templates modal and the opening of the screen read of a template. */
export const ReportTemplateRowFields = graphql(`
  fragment ReportTemplateRow on ReportTemplate {
    id
    view
    name
    description
    isDefault
    createdAt
    dropped
    definition {
      fields
      groupBy
      filter {
        connector
        groups {
          connector
          conditions {
            field
            operator
            value
          }
        }
      }
    }
  }
`);

/** One view's templates: the modal's rows, and where the opening looks for the route's idReg. */
export const ReportTemplatesQuery = graphql(`
  query ReportTemplates($view: String!) {
    reportTemplates(view: $view) {
      ...ReportTemplateRow
    }
  }
`);
