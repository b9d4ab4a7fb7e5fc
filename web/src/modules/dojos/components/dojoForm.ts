import { graphql } from '../../../generated/gql';
import type { DojoDetailFragment, DojoInput } from '../../../generated/graphql';
import { normaliseDojo } from '@federa/schema/validation/dojos';

/** A dojo as its form loads it: the fields dojoValues reads. */
export const DojoDetailFields = graphql(`
  fragment DojoDetail on Dojo {
    id
    name
    city
    associationId
    country
    province
    web
    maps
    address
    phone
    contactPerson
    email
    schedule
    logo
    visible
  }
`);

/**
 * The dojo form's values under the field names of schema/validation/dojos.ts (DojoInput's), so
 * the shared rules and the server's field errors land under the right fields. `avatar` is a newly
 * cropped logo (the name the server's image errors give it), `removeLogo` drops the stored one.
 */
export type DojoFormValues = {
  name: string;
  city: string;
  associationId: number | null;
  country: string;
  province: string;
  web: string;
  maps: string;
  address: string;
  phone: string;
  contactPerson: string;
  email: string;
  schedule: string;
  avatar: string | null;
  removeLogo: boolean;
  visible: boolean;
};

/** A new dojo: in the given association (the route's filter, or the caller's own), not yet shown. */
export function emptyDojo(associationId: number): DojoFormValues {
  return {
    name: '',
    city: '',
    associationId: associationId || null,
    country: '',
    province: '',
    web: '',
    maps: '',
    address: '',
    phone: '',
    contactPerson: '',
    email: '',
    schedule: '',
    avatar: null,
    removeLogo: false,
    // The server's own default for a new dojo: it appears on the public map once someone says so.
    visible: false,
  };
}

export function dojoValues(dojo: DojoDetailFragment): DojoFormValues {
  return {
    name: dojo.name,
    city: dojo.city,
    associationId: dojo.associationId,
    country: dojo.country,
    province: dojo.province,
    web: dojo.web ?? '',
    maps: dojo.maps ?? '',
    address: dojo.address ?? '',
    phone: dojo.phone ?? '',
    contactPerson: dojo.contactPerson ?? '',
    email: dojo.email ?? '',
    schedule: dojo.schedule ?? '',
    avatar: null,
    removeLogo: false,
    visible: dojo.visible,
  };
}

/** What createDojo / updateDojo receive: trimmed as the server stores it, no logo = keep it. */
export function dojoInput(values: DojoFormValues): DojoInput {
  const { avatar, removeLogo, visible } = values;
  return { ...normaliseDojo(values), logo: avatar, removeLogo, visible };
}

/**
 * Each DojoInput field's form field: where a server refusal goes. The form is named after the
 * input but for the logo, which the image field holds as `avatar`; this is what fails to compile
 * when either side renames one.
 */
export const DOJO_SERVER_FIELDS = {
  name: 'name',
  city: 'city',
  associationId: 'associationId',
  country: 'country',
  province: 'province',
  web: 'web',
  maps: 'maps',
  address: 'address',
  phone: 'phone',
  contactPerson: 'contactPerson',
  email: 'email',
  schedule: 'schedule',
  logo: 'avatar',
  removeLogo: 'avatar',
  visible: 'visible',
} as const satisfies Record<keyof DojoInput, keyof DojoFormValues>;
