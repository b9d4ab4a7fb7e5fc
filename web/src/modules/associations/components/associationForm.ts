import { normaliseAssociation } from '@federa/schema/validation/associations';
import type { AssociationInput, AssociationQuery } from '../../../generated/graphql';

/** The association form's values: AssociationInput's fields, as text while they are typed. */
export type AssociationFormValues = { name: string; zone: string; series: string };

export const EMPTY_ASSOCIATION: AssociationFormValues = { name: '', zone: '', series: '' };

type AssociationRecord = NonNullable<AssociationQuery['association']>;

export function associationValues(record: AssociationRecord): AssociationFormValues {
  return { name: record.name, zone: record.zone ?? '', series: record.series };
}

/** What createAssociation / updateAssociation receive: trimmed, an empty zone as none. */
export function associationInput(values: AssociationFormValues): AssociationInput {
  return normaliseAssociation(values);
}

/**
 * Each AssociationInput field's form field: where a server refusal goes. The form is named after
 * the input, so this is the identity; it is what fails to compile when either side renames one.
 */
export const ASSOCIATION_SERVER_FIELDS = {
  name: 'name',
  zone: 'zone',
  series: 'series',
} as const satisfies Record<keyof AssociationInput, keyof AssociationFormValues>;
