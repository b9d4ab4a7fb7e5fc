import type { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  boolean,
  headerText,
  integer,
  param,
  restRoute,
  text,
  type RestDeps,
  invalid,
} from '../../rest/respond';
import { sessionUser } from './session-view';
import { validationLinkPath } from '../members/validation-link';
import { PROFILE_KINDS, ROLE_TOGGLES } from './auth.service';

const PUBLIC = { public: true };
/** The password fields under their names in part 1 §7 (headers and body of /login and /mod). */
const PASSWORD_FIELDS = { restFields: { password: 'psw', confirmation: 'psw2', currentPassword: 'clave' } };

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly string[]).includes(value ?? '');
}

/** The sign-in calls of part 1 §7 and part 2 §7, at /v1. */
export function authRestRoutes(router: Router, deps: RestDeps): void {
  const { auth } = deps.services;

  router.post(
    '/login',
    restRoute(
      deps,
      async (ctx, req) => {
        const session = await auth.signIn(ctx, headerText(req, 'mail'), headerText(req, 'psw'));
        return {
          auth: true,
          token: session.token,
          res: { mensaje: translate(ctx.lang, 'auth.signedIn'), usuario: sessionUser(session) },
        };
      },
      { ...PUBLIC, ...PASSWORD_FIELDS, decorateError: (body) => ({ ...body, auth: false }) },
    ),
  );

  router.all(
    '/valida',
    restRoute(
      deps,
      async (ctx, req) => {
        const mail = headerText(req, 'mail') ?? text(param(req, 'mail'));
        const code = headerText(req, 'valCode') ?? text(param(req, 'valCode'));
        const member = await auth.checkValidationLink(ctx, mail, code);
        return {
          res: {
            mensaje: translate(ctx.lang, 'auth.validationLinkOk'),
            mail: member.mail,
            nombre: member.firstName,
            numAcae: member.memberNumber,
          },
        };
      },
      PUBLIC,
    ),
  );

  router.post(
    '/mod',
    restRoute(
      deps,
      async (ctx, req) => {
        const password = text(param(req, 'psw'));
        const session = await auth.modifyPassword(ctx, {
          mail: text(param(req, 'mail')),
          secret: text(param(req, 'clave')),
          password,
          confirmation: text(param(req, 'psw2')) ?? password,
        });
        const res = { result: true, mensaje: translate(ctx.lang, 'auth.passwordSet') };
        return session ? { token: session.token, res } : { res };
      },
      // A member following a link may still hold an old token in the browser.
      { ...PUBLIC, ...PASSWORD_FIELDS },
    ),
  );

  // Not in the legacy contract (its client only forgot the token): ends this token on the server.
  router.post(
    '/logout',
    restRoute(deps, async (ctx) => {
      await auth.signOut(ctx);
      return { res: { mensaje: translate(ctx.lang, 'auth.signedOut') } };
    }),
  );

  router.all(
    '/modPermisos',
    restRoute(deps, async (ctx, req) => {
      const role = text(param(req, 'tipo'));
      const enabled = boolean(param(req, 'permiso'));
      if (!isOneOf(ROLE_TOGGLES, role)) throw invalid('tipo');
      if (enabled === undefined) throw invalid('permiso');
      const session = await auth.setPermission(ctx, role, enabled);
      return { token: session.token, res: { mensaje: translate(ctx.lang, 'auth.permissionChanged') } };
    }),
  );

  router.all(
    '/modPerfil',
    restRoute(deps, async (ctx, req) => {
      const kind = text(param(req, 'tipo'));
      const id = integer(param(req, 'id'));
      if (!isOneOf(PROFILE_KINDS, kind)) throw invalid('tipo');
      if (id === undefined) throw invalid('id');
      const session = await auth.switchProfile(ctx, kind, id);
      return {
        token: session.token,
        res: {
          mensaje: translate(ctx.lang, 'auth.profileChanged'),
          dojo: session.caller.dojoId,
          asoc: session.caller.associationId,
        },
      };
    }),
  );

  router.post(
    '/asociados/resetPSW',
    restRoute(deps, async (ctx, req) => {
      const id = integer(param(req, 'id'));
      if (id === undefined) throw invalid('id');
      const { member, validationCode } = await auth.resetPassword(ctx, id);
      return {
        res: {
          mensaje: translate(ctx.lang, 'auth.passwordReset'),
          valCode: validationCode,
          enlace: validationLinkPath(ctx.lang, member, validationCode),
        },
      };
    }),
  );
}
