import { localToday, memberErrors, normaliseMember } from '@federa/schema/validation/members';
import type { MemberDetailFragment, MemberInput } from '../../generated/graphql';
import type { Me } from '../session/permissions';

/**
 * The member form's values under the REST names of part 1 §7 (the names of the server's field
 * errors, so a refusal lands under its field). Selects keep their ids as strings; `avatar` is
 * null while the picture is untouched, a PNG data URL for a new one, 'default.jpg' once removed.
 */
export type MemberFormValues = {
  dni: string;
  nombre: string;
  apellido: string;
  mail: string;
  numAcae: string;
  fechaNacimiento: string;
  domicilio: string;
  ciudad: string;
  provincia: string;
  telefono: string;
  obs: string;
  cfAsoc: string;
  cfDojo: string;
  esAdmin: boolean;
  esAdmAs: boolean;
  esAdmDo: boolean;
  avatar: string | null;
};

export const DEFAULT_AVATAR = 'default.jpg';

const idText = (id: number | null | undefined) => (id ? String(id) : '');

/** Where a new member goes: the caller's own association and dojo where their role fixes them. */
export type PlaceDefaults = { associationId?: number; dojoId?: number };

/** The empty form of a new member, placed where the caller may (or the list suggests) insert. */
export function newMemberValues(me: Me, suggested: PlaceDefaults = {}): MemberFormValues {
  const fixed = fixedPlace(me);
  const associationId = fixed.association ? me.associationId : suggested.associationId;
  // The list's dojo only where it lies in the association the member goes to: an association
  // administrator on another association's dojo list would otherwise send a dojo the server
  // refuses ('El dojo no pertenece a esa asociación.') while the select shows none.
  const suggestedDojo =
    associationId && suggested.associationId === associationId ? suggested.dojoId : undefined;
  return {
    dni: '',
    nombre: '',
    apellido: '',
    mail: '',
    numAcae: '',
    fechaNacimiento: '',
    domicilio: '',
    ciudad: '',
    provincia: '',
    telefono: '',
    obs: '',
    cfAsoc: idText(associationId),
    cfDojo: idText(fixed.dojo ? me.dojoId : suggestedDojo),
    esAdmin: false,
    esAdmAs: false,
    esAdmDo: false,
    avatar: null,
  };
}

export function recordValues(member: MemberDetailFragment): MemberFormValues {
  return {
    dni: member.dni ?? '',
    nombre: member.firstName,
    apellido: member.lastName,
    mail: member.mail ?? '',
    numAcae: member.memberNumber ?? '',
    fechaNacimiento: member.birthDate ?? '',
    domicilio: member.address ?? '',
    ciudad: member.city ?? '',
    provincia: member.province ?? '',
    telefono: member.phone ?? '',
    obs: member.notes ?? '',
    cfAsoc: idText(member.associationId),
    cfDojo: idText(member.dojoId),
    esAdmin: member.isAdmin,
    esAdmAs: member.isAssociationAdmin,
    esAdmDo: member.isDojoAdmin,
    avatar: null,
  };
}

const asFields = (values: MemberFormValues) => ({
  ...values,
  cfAsoc: Number(values.cfAsoc) || null,
  cfDojo: Number(values.cfDojo) || null,
});

/** The shared rules of schema/validation/members.ts against the local calendar's today. */
export function memberFormErrors(values: MemberFormValues) {
  return memberErrors(asFields(values), localToday());
}

/**
 * The GraphQL input: normalised as the server stores it (dni upper case, blanks as none). Role
 * flags go only when the caller sees the toggles (absent keeps them); the avatar only when changed.
 */
export function memberInput(values: MemberFormValues, withRoles: boolean): MemberInput {
  const v = normaliseMember(asFields(values));
  const input: MemberInput = {
    dni: v.dni,
    firstName: v.nombre,
    lastName: v.apellido,
    mail: v.mail,
    memberNumber: v.numAcae,
    birthDate: v.fechaNacimiento,
    address: v.domicilio,
    city: v.ciudad,
    province: v.provincia,
    phone: v.telefono,
    notes: v.obs,
    associationId: v.cfAsoc,
    dojoId: v.cfDojo,
  };
  if (withRoles) {
    input.isAdmin = values.esAdmin;
    input.isAssociationAdmin = values.esAdmAs;
    input.isDojoAdmin = values.esAdmDo;
  }
  if (values.avatar) input.avatar = values.avatar;
  return input;
}

/**
 * Part 1 §5 by role, as the form shows it: a non-global administrator stays in their own
 * association; dojo administrators and plain members also in their own dojo.
 */
export function fixedPlace(me: Me) {
  return {
    association: !me.roles.admin,
    dojo: !me.roles.admin && !me.roles.associationAdmin,
  };
}

/** Whether saving these values changes what the member's own session rests on: roles or place. */
export function changesSession(before: MemberFormValues, after: MemberFormValues): boolean {
  const fields = ['esAdmin', 'esAdmAs', 'esAdmDo', 'cfDojo', 'cfAsoc'] as const;
  return fields.some((field) => before[field] !== after[field]);
}
