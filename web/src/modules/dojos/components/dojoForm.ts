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
 * The dojo form's values under the field names of schema/validation/dojos.ts (part 1 §2), so the
 * shared rules and the server's field errors land under the right fields. `avatar` is a newly
 * cropped logo (the server's field name for it), `removeLogo` drops the stored one.
 */
export type DojoFormValues = {
  nombre: string;
  ciudad: string;
  idAsoc: number | null;
  pais: string;
  provincia: string;
  web: string;
  maps: string;
  direccion: string;
  telfcont: string;
  persocont: string;
  correoE: string;
  horario: string;
  avatar: string | null;
  removeLogo: boolean;
  visible: boolean;
};

/** A new dojo: in the given association (the route's filter, or the caller's own), not yet shown. */
export function emptyDojo(associationId: number): DojoFormValues {
  return {
    nombre: '',
    ciudad: '',
    idAsoc: associationId || null,
    pais: '',
    provincia: '',
    web: '',
    maps: '',
    direccion: '',
    telfcont: '',
    persocont: '',
    correoE: '',
    horario: '',
    avatar: null,
    removeLogo: false,
    // The server's own default for a new dojo: it appears on the public map once someone says so.
    visible: false,
  };
}

export function dojoValues(dojo: DojoDetailFragment): DojoFormValues {
  return {
    nombre: dojo.name,
    ciudad: dojo.city,
    idAsoc: dojo.associationId,
    pais: dojo.country,
    provincia: dojo.province,
    web: dojo.web ?? '',
    maps: dojo.maps ?? '',
    direccion: dojo.address ?? '',
    telfcont: dojo.phone ?? '',
    persocont: dojo.contactPerson ?? '',
    correoE: dojo.email ?? '',
    horario: dojo.schedule ?? '',
    avatar: null,
    removeLogo: false,
    visible: dojo.visible,
  };
}

/** What createDojo / updateDojo receive: trimmed as the server stores it, no logo = keep it. */
export function dojoInput(values: DojoFormValues): DojoInput {
  const dojo = normaliseDojo(values);
  return {
    name: dojo.nombre,
    city: dojo.ciudad,
    associationId: dojo.idAsoc,
    country: dojo.pais,
    province: dojo.provincia,
    web: dojo.web,
    maps: dojo.maps,
    address: dojo.direccion,
    phone: dojo.telfcont,
    contactPerson: dojo.persocont,
    email: dojo.correoE,
    schedule: dojo.horario,
    logo: values.avatar,
    removeLogo: values.removeLogo,
    visible: values.visible,
  };
}
