import { normaliseAssociation } from '../../../../../schema/validation/associations';
import type { AssociationInput, AssociationQuery } from '../../../generated/graphql';

/** The association form's values under the names of schema/validation/associations.ts. */
export type AssociationFormValues = { nombre: string; zona: string; serie: string };

export const EMPTY_ASSOCIATION: AssociationFormValues = { nombre: '', zona: '', serie: '' };

type AssociationRecord = NonNullable<AssociationQuery['association']>;

export function associationValues(record: AssociationRecord): AssociationFormValues {
  return { nombre: record.name, zona: record.zone ?? '', serie: record.series };
}

/** What createAssociation / updateAssociation receive: trimmed, an empty zone as none. */
export function associationInput(values: AssociationFormValues): AssociationInput {
  const { nombre, zona, serie } = normaliseAssociation(values);
  return { name: nombre, zone: zona, series: serie };
}

/**
 * Each AssociationInput field's form field: where a server refusal named after the GraphQL input
 * goes. The form's own (REST) names land by themselves; this is the one place the two are tied.
 */
export const ASSOCIATION_SERVER_FIELDS = {
  name: 'nombre',
  zone: 'zona',
  series: 'serie',
} as const satisfies Record<keyof AssociationInput, keyof AssociationFormValues>;
