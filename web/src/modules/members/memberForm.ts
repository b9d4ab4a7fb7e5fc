import { localToday, memberErrors, normaliseMember } from '@federa/schema/validation/members';
import type { MemberDetailFragment, MemberInput } from '../../generated/graphql';
import type { Me } from '../session/permissions';

/**
 * The member form's values under the names of MemberInput (the names of the server's field
 * errors, so a refusal lands under its field). Selects keep their ids as strings; `avatar` is
 * null while the picture is untouched, a PNG data URL for a new one, 'default.jpg' once removed.
 */
export type MemberFormValues = {
  dni: string;
  firstName: string;
  lastName: string;
  mail: string;
  memberNumber: string;
  birthDate: string;
  address: string;
  city: string;
  province: string;
  phone: string;
  notes: string;
  associationId: string;
  dojoId: string;
  isAdmin: boolean;
  isAssociationAdmin: boolean;
  isDojoAdmin: boolean;
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
    firstName: '',
    lastName: '',
    mail: '',
    memberNumber: '',
    birthDate: '',
    address: '',
    city: '',
    province: '',
    phone: '',
    notes: '',
    associationId: idText(associationId),
    dojoId: idText(fixed.dojo ? me.dojoId : suggestedDojo),
    isAdmin: false,
    isAssociationAdmin: false,
    isDojoAdmin: false,
    avatar: null,
  };
}

export function recordValues(member: MemberDetailFragment): MemberFormValues {
  return {
    dni: member.dni ?? '',
    firstName: member.firstName,
    lastName: member.lastName,
    mail: member.mail ?? '',
    memberNumber: member.memberNumber ?? '',
    birthDate: member.birthDate ?? '',
    address: member.address ?? '',
    city: member.city ?? '',
    province: member.province ?? '',
    phone: member.phone ?? '',
    notes: member.notes ?? '',
    associationId: idText(member.associationId),
    dojoId: idText(member.dojoId),
    isAdmin: member.isAdmin,
    isAssociationAdmin: member.isAssociationAdmin,
    isDojoAdmin: member.isDojoAdmin,
    avatar: null,
  };
}

const asFields = (values: MemberFormValues) => ({
  ...values,
  associationId: Number(values.associationId) || null,
  dojoId: Number(values.dojoId) || null,
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
  const input: MemberInput = normaliseMember(asFields(values));
  if (withRoles) {
    input.isAdmin = values.isAdmin;
    input.isAssociationAdmin = values.isAssociationAdmin;
    input.isDojoAdmin = values.isDojoAdmin;
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
  const fields = ['isAdmin', 'isAssociationAdmin', 'isDojoAdmin', 'dojoId', 'associationId'] as const;
  return fields.some((field) => before[field] !== after[field]);
}

/**
 * Each MemberInput field's form field: where a server refusal goes. The form is named after the
 * input, so this is the identity; it is what fails to compile when either side renames one.
 */
export const MEMBER_SERVER_FIELDS = {
  dni: 'dni',
  mail: 'mail',
  avatar: 'avatar',
  firstName: 'firstName',
  lastName: 'lastName',
  memberNumber: 'memberNumber',
  birthDate: 'birthDate',
  address: 'address',
  city: 'city',
  province: 'province',
  phone: 'phone',
  notes: 'notes',
  associationId: 'associationId',
  dojoId: 'dojoId',
  isAdmin: 'isAdmin',
  isAssociationAdmin: 'isAssociationAdmin',
  isDojoAdmin: 'isDojoAdmin',
} as const satisfies Record<keyof MemberInput, keyof MemberFormValues>;
