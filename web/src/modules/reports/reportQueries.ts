import { graphql } from '../../generated/gql';

export const ReportViewsQuery = graphql(`
  query ReportViews {
    reportViews {
      code
      name
    }
  }
`);

export const ReportFieldsQuery = graphql(`
  query ReportFields($view: String!) {
    reportFields(view: $view) {
      key
      name
      type
      groupable
      aggregatable
      functions
    }
  }
`);

export const ReportQuery = graphql(`
  query Report($input: ReportInput!) {
    report(input: $input) {
      columns {
        key
        name
        type
      }
      rows
      returned
      total
    }
  }
`);

export const ReportValuesQuery = graphql(`
  query ReportValues($view: String!, $field: String!) {
    reportValues(view: $view, field: $field) {
      value
      label
    }
  }
`);
