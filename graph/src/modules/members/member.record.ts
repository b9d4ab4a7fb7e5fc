import type { Lang } from '@federa/schema/i18n';
import { ageGroup, localToday } from '@federa/schema/validation/members';
import type { Caller } from '../common/caller';
import { validationLinkPath } from './validation-link';
import type { MemberRow } from './member.list';
import { isAdministratorOver, seesPrivateData, type MemberRef } from './member.rules';

/**
 * A member as every door shows it. The private fields (null here) reach only the member and the
 * administrators over them (seesPrivateData); the validation code and link only administrators.
 */
export type MemberRecord = {
  id: number;
  memberNumber: string | null;
  dni: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  mail: string | null;
  birthDate: string | null;
  age: 'A' | 'N' | null;
  address: string | null;
  city: string | null;
  province: string | null;
  phone: string | null;
  notes: string | null;
  isAdmin: boolean;
  isAssociationAdmin: boolean;
  isDojoAdmin: boolean;
  dojoId: number;
  dojoName: string;
  associationId: number;
  associationName: string | null;
  avatar: string;
  validated: boolean | null;
  lastFeeYear: number | null;
  validationCode: string | null;
  validationLink: string | null;
};

/** Who and where a member is, from any row holding these columns (the member list's, a card's). */
export const refOf = (
  row: Pick<MemberRow, 'id_aso' | 'cf_dojo' | 'cf_asoc' | 'es_admin' | 'es_admin_asoc' | 'es_admin_dojo'>,
): MemberRef => ({
  id: row.id_aso,
  dojoId: row.cf_dojo,
  associationId: row.cf_asoc,
  isAdmin: row.es_admin,
  isAssociationAdmin: row.es_admin_asoc,
  isDojoAdmin: row.es_admin_dojo,
});

/** What a membership list needs of anyone: name, number, dojo, photo, roles. */
function listed(row: MemberRow) {
  return {
    id: row.id_aso,
    memberNumber: row.num_acae,
    firstName: row.nombre,
    lastName: row.apellido,
    fullName: `${row.nombre} ${row.apellido}`,
    isAdmin: row.es_admin,
    isAssociationAdmin: row.es_admin_asoc,
    isDojoAdmin: row.es_admin_dojo,
    dojoId: row.cf_dojo,
    dojoName: row.dojo_nombre,
    associationId: row.cf_asoc,
    associationName: row.asoc_nombre ?? null,
    avatar: row.avatar,
  };
}

const HIDDEN = {
  dni: null,
  mail: null,
  birthDate: null,
  age: null,
  address: null,
  city: null,
  province: null,
  phone: null,
  notes: null,
  validated: null,
  lastFeeYear: null,
  validationCode: null,
  validationLink: null,
} as const;

/**
 * A row as `caller` may see it: private data for the member and the administrators over them
 * (or whoever holds the member's validation link, `viaLink`: the member about to sign in), the
 * validation code and link only for an administrator over the member.
 */
export function recordOf(lang: Lang, caller: Caller | null, row: MemberRow, viaLink = false): MemberRecord {
  if (!viaLink && !seesPrivateData(caller, refOf(row))) return { ...listed(row), ...HIDDEN };
  const over = !!caller && isAdministratorOver(caller, refOf(row));
  const code = over && !row.validado ? row.codvalidacion : null;
  const memberNumber = row.num_acae;
  return {
    ...listed(row),
    dni: row.dni,
    mail: row.mail,
    birthDate: row.fecha_nacimiento,
    age: ageGroup(row.fecha_nacimiento, localToday()),
    address: row.domicilio,
    city: row.ciudad,
    province: row.provincia,
    phone: row.telefono,
    notes: row.obs,
    validated: row.validado,
    lastFeeYear: row.ultima_cuota,
    validationCode: code,
    validationLink: code ? validationLinkPath(lang, { mail: row.mail, memberNumber }, code) : null,
  };
}
