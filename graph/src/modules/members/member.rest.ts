import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  boolean,
  param,
  restRoute,
  text,
  type RestDeps,
  invalid,
  optionalId,
  requiredId,
  restTaken,
} from '../../rest/respond';
import { mountListRoutes } from '../common/list/rest-doors';
import { MEMBER_LIST_DOORS } from './member.list-doors';
import type { MemberRecord } from './member.record';
import { saveRefusal } from './member.save-checks';
import type { MemberInput } from './member.service';

/** A flag as the legacy form sends it (true/false, 1/0); absent keeps the current value. */
function flag(req: Request, name: string): boolean | undefined {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = boolean(raw);
  if (value === undefined) throw invalid(name);
  return value;
}

/** Each field of a save under its name in part 1 §7; refusals name them so too. */
export const MEMBER_REST_FIELDS = {
  dni: 'dni',
  firstName: 'nombre',
  lastName: 'apellido',
  mail: 'mail',
  memberNumber: 'numAcae',
  birthDate: 'fechaNacimiento',
  address: 'domicilio',
  city: 'ciudad',
  province: 'provincia',
  phone: 'telefono',
  notes: 'obs',
  isAdmin: 'esAdmin',
  isDojoAdmin: 'esAdmDo',
  isAssociationAdmin: 'esAdmAs',
  dojoId: 'cfDojo',
  associationId: 'cfAsoc',
  avatar: 'avatar',
} as const satisfies Record<keyof MemberInput, string>;

const fields = (req: Request): MemberInput => {
  const read = (field: keyof typeof MEMBER_REST_FIELDS) => text(param(req, MEMBER_REST_FIELDS[field]));
  return {
    dni: read('dni'),
    firstName: read('firstName'),
    lastName: read('lastName'),
    mail: read('mail'),
    memberNumber: read('memberNumber'),
    birthDate: read('birthDate'),
    address: read('address'),
    city: read('city'),
    province: read('province'),
    phone: read('phone'),
    notes: read('notes'),
    isAdmin: flag(req, MEMBER_REST_FIELDS.isAdmin),
    isDojoAdmin: flag(req, MEMBER_REST_FIELDS.isDojoAdmin),
    isAssociationAdmin: flag(req, MEMBER_REST_FIELDS.isAssociationAdmin),
    dojoId: optionalId(req, MEMBER_REST_FIELDS.dojoId),
    associationId: optionalId(req, MEMBER_REST_FIELDS.associationId),
    avatar: read('avatar'),
  };
};

type Handler = Parameters<typeof restRoute>[1];

/** A save: a payload the door cannot read is refused under the save failure title too (§8). */
const saving =
  (handler: Handler): Handler =>
  async (ctx, req) => {
    try {
      return await handler(ctx, req);
    } catch (error) {
      throw saveRefusal(error);
    }
  };

/** A list row under the names of part 1 §2 and §7. */
function asRow(m: MemberRecord) {
  return {
    idAso: m.id,
    numAcae: m.memberNumber,
    avatar: m.avatar,
    esAdmin: m.isAdmin,
    esAdminAsoc: m.isAssociationAdmin,
    esAdminDojo: m.isDojoAdmin,
    nombre: m.firstName,
    apellido: m.lastName,
    mail: m.mail,
    dojo: m.dojoName,
    cfDojo: m.dojoId,
    cfAsoc: m.associationId,
    edad: m.age,
    ultima_cuota: m.lastFeeYear,
    validado: m.validated,
    ...(m.validationLink && { enlace: m.validationLink }),
  };
}

/** The member record: every field of §3 under its spec name (never the password hash). */
function asRecord(m: MemberRecord) {
  return {
    idAso: m.id,
    dni: m.dni,
    nombre: m.firstName,
    apellido: m.lastName,
    mail: m.mail,
    numAcae: m.memberNumber,
    fechaNacimiento: m.birthDate,
    domicilio: m.address,
    ciudad: m.city,
    provincia: m.province,
    telefono: m.phone,
    obs: m.notes,
    esAdmin: m.isAdmin,
    esAdminDojo: m.isDojoAdmin,
    esAdminAsoc: m.isAssociationAdmin,
    cfDojo: m.dojoId,
    cfAsoc: m.associationId,
    avatar: m.avatar,
    validado: m.validated,
    nombreCompleto: m.fullName,
    edad: m.age,
    dojo: m.dojoName,
    // The legacy record names the dojo twice; its code is the dojo's id.
    codigo_dojo: m.dojoId,
    nombreDojo: m.dojoName,
    nombreAsoc: m.associationName,
    ultima_cuota: m.lastFeeYear,
    ...(m.validationCode && { codvalidacion: m.validationCode, enlace: m.validationLink }),
  };
}

/** The member calls of part 1 §7, at /v1/asociados (resetPSW lives with the auth calls). */
export function memberRestRoutes(router: Router, deps: RestDeps): void {
  const { members } = deps.services;

  mountListRoutes(router, deps, MEMBER_LIST_DOORS, { row: asRow });

  router.get(
    '/asociados/ver',
    restRoute(
      deps,
      async (ctx, req) => {
        const memberNumber = text(param(req, 'numacae')) ?? text(param(req, 'numAcae'));
        const lookup = memberNumber
          ? { memberNumber, validationCode: text(param(req, 'valCode')) }
          : { id: requiredId(req) };
        return { res: asRecord(await members.get(ctx, lookup)) };
      },
      // The validation link opens a member's record before the member has a session.
      { public: true },
    ),
  );

  // rep_mail and rep_numAcae: -1 or lower free; the other member's id, or 0 when that member is
  // outside the caller's view (taken, but the id is not theirs to know).
  router.get(
    '/asociados/rep_mail',
    restRoute(deps, async (ctx, req) => ({
      res: {
        idAso: restTaken(
          await members.taken.mailTakenBy(ctx, text(param(req, 'mail')) ?? '', optionalId(req, 'id')),
        ),
      },
    })),
  );

  router.get(
    '/asociados/rep_numAcae',
    restRoute(deps, async (ctx, req) => ({
      res: {
        idAso: restTaken(
          await members.taken.numberTakenBy(ctx, text(param(req, 'numAcae')) ?? '', optionalId(req, 'id')),
        ),
      },
    })),
  );

  router.post(
    '/asociados/ins',
    restRoute(
      deps,
      saving(async (ctx, req) => ({ res: { id: await members.create(ctx, fields(req)) } })),
      { restFields: MEMBER_REST_FIELDS },
    ),
  );

  router.post(
    '/asociados/mod',
    restRoute(
      deps,
      saving(async (ctx, req) => {
        const { id, token } = await members.update(ctx, requiredId(req), fields(req));
        // A `token` in an answer replaces the client's session (as /modPermisos answers it).
        return token ? { token, res: { id } } : { res: { id } };
      }),
      { restFields: MEMBER_REST_FIELDS },
    ),
  );

  router.post(
    '/asociados/del',
    restRoute(deps, async (ctx, req) => {
      await members.delete(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'members.deleted') } };
    }),
  );
}
