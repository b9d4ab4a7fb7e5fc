import type { Lang } from '../../../../schema/i18n';
import { ageGroup, localToday } from '../../../../schema/validation/members';
import type { Caller } from '../auth/caller';
import { validationLinkPath } from '../auth/validation-link';
import type { MemberRow } from './member.list';
import { isAdministratorOver, type MemberRef } from './member.rules';

/** A member as every door shows it. The validation code and link only reach administrators. */
export type MemberRecord = {
  id: number;
  memberNumber: string | null;
  dni: string;
  firstName: string;
  lastName: string;
  fullName: string;
  mail: string | null;
  birthDate: string;
  age: 'A' | 'N';
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
  validated: boolean;
  lastFeeYear: number | null;
  validationCode: string | null;
  validationLink: string | null;
};

export const refOf = (row: MemberRow): MemberRef => ({
  id: row.id_aso,
  dojoId: row.cf_dojo,
  associationId: row.cf_asoc,
  isAdmin: row.es_admin,
  isAssociationAdmin: row.es_admin_asoc,
  isDojoAdmin: row.es_admin_dojo,
});

/** A row as every door shows it: the validation code and link only for an administrator over it. */
export function recordOf(lang: Lang, caller: Caller | null, row: MemberRow): MemberRecord {
  const over = !!caller && isAdministratorOver(caller, refOf(row));
  const code = over && !row.validado ? row.codvalidacion : null;
  const memberNumber = row.num_acae;
  return {
    id: row.id_aso,
    memberNumber,
    dni: row.dni,
    firstName: row.nombre,
    lastName: row.apellido,
    fullName: `${row.nombre} ${row.apellido}`,
    mail: row.mail,
    birthDate: row.fecha_nacimiento,
    age: ageGroup(row.fecha_nacimiento, localToday()),
    address: row.domicilio,
    city: row.ciudad,
    province: row.provincia,
    phone: row.telefono,
    notes: row.obs,
    isAdmin: row.es_admin,
    isAssociationAdmin: row.es_admin_asoc,
    isDojoAdmin: row.es_admin_dojo,
    dojoId: row.cf_dojo,
    dojoName: row.dojo_nombre,
    associationId: row.cf_asoc,
    associationName: row.asoc_nombre ?? null,
    avatar: row.avatar,
    validated: row.validado,
    lastFeeYear: row.ultima_cuota,
    validationCode: code,
    validationLink: code ? validationLinkPath(lang, { mail: row.mail, memberNumber }, code) : null,
  };
}
