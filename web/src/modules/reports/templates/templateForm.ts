import type { FieldError } from '@federa/schema/validation/auth';
import {
  TEMPLATE_DESCRIPTION_MAX,
  TEMPLATE_NAME_MAX,
  templateNameProblem,
} from '@federa/schema/validation/reports';

/** A report's configuration as a template stores it (the contract's ReportDefinitionInput). */
export type DefinitionInput = {
  fields: string[];
  groupBy: string[];
  filter: FilterInput | null;
};
export type FilterInput = {
  connector: string;
  groups: { connector: string; conditions: { field: string; operator: string; value?: string | null }[] }[];
};

/** A stored definition as GraphQL answers it: the same shape, with __typename on every object. */
type StoredDefinition = {
  fields: readonly string[];
  groupBy: readonly string[];
  filter?: {
    connector: string;
    groups: readonly {
      connector: string;
      conditions: readonly { field: string; operator: string; value?: string | null }[];
    }[];
  } | null;
};

/** What a template row or the add modal edits. */
export type TemplateValues = { name: string; description: string; isDefault: boolean };

/** Part 3 §5: a name (required, at most 50) and a description of at most 50 characters. */
export function templateFormErrors(values: TemplateValues): FieldError[] {
  const errors: FieldError[] = [];
  const nameProblem = templateNameProblem(values.name);
  if (nameProblem) errors.push({ field: 'name', key: nameProblem, params: { max: TEMPLATE_NAME_MAX } });
  if (values.description.length > TEMPLATE_DESCRIPTION_MAX) {
    errors.push({ field: 'description', key: 'common.tooLong', params: { max: TEMPLATE_DESCRIPTION_MAX } });
  }
  return errors;
}

/**
 * A stored definition made an input again (a rename or a duplicate sends it back): GraphQL's
 * __typename would be refused by the input types.
 */
export function definitionInput(stored: StoredDefinition): DefinitionInput {
  return {
    fields: [...stored.fields],
    groupBy: [...stored.groupBy],
    filter: stored.filter
      ? {
          connector: stored.filter.connector,
          groups: stored.filter.groups.map((group) => ({
            connector: group.connector,
            conditions: group.conditions.map(({ field, operator, value }) => ({
              field,
              operator,
              value: value ?? null,
            })),
          })),
        }
      : null,
  };
}

/** The ReportTemplateInput of a save: the name trimmed, an empty description sent as none. */
export function templateInput(view: string, values: TemplateValues, definition: DefinitionInput) {
  return {
    view,
    name: values.name.trim(),
    description: values.description.trim() || null,
    isDefault: values.isDefault,
    definition,
  };
}
