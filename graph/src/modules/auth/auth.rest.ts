import type { Router } from 'express';
import { translate } from '../../../../schema/i18n';
import { boolean, headerText, integer, param, restRoute, text, type RestDeps } from '../../rest/respond';
import { DomainError } from '../common/domain-error';
import { sessionUser } from './session-view';
import { validationLinkPath } from './validation-link';
import type { RoleToggle } from './auth.service';

const invalid = (field: string) => DomainError.invalid([{ field, key: 'common.invalidInput' }]);

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
      (body) => ({ ...body, auth: false }),
    ),
  );

  router.all(
    '/valida',
    restRoute(deps, async (ctx, req) => {
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
    }),
  );

  // One legacy call, two uses: `clave` is the validation code of a link (first password), or the
  // current password of the signed-in member (password change).
  router.post(
    '/mod',
    restRoute(deps, async (ctx, req) => {
      const mail = text(param(req, 'mail'));
      const password = text(param(req, 'psw'));
      const clave = text(param(req, 'clave'));
      const confirmation = text(param(req, 'psw2')) ?? password;
      if (ctx.caller && !(await isValidationCodeFor(ctx, mail, clave))) {
        const session = await auth.changePassword(ctx, { currentPassword: clave, password, confirmation });
        return {
          token: session.token,
          res: { result: true, mensaje: translate(ctx.lang, 'auth.passwordSet') },
        };
      }
      await auth.setFirstPassword(ctx, { mail, code: clave, password, confirmation });
      return { res: { result: true, mensaje: translate(ctx.lang, 'auth.passwordSet') } };
    }),
  );

  async function isValidationCodeFor(
    ctx: Parameters<typeof auth.checkValidationLink>[0],
    mail: string | undefined,
    code: string | undefined,
  ): Promise<boolean> {
    return auth.checkValidationLink(ctx, mail, code).then(
      () => true,
      () => false,
    );
  }

  router.all(
    '/modPermisos',
    restRoute(deps, async (ctx, req) => {
      const role = text(param(req, 'tipo'));
      const enabled = boolean(param(req, 'permiso'));
      if (role !== 'admin' && role !== 'asoc' && role !== 'dojo') throw invalid('tipo');
      if (enabled === undefined) throw invalid('permiso');
      const session = await auth.setPermission(ctx, role as RoleToggle, enabled);
      return { token: session.token, res: { mensaje: translate(ctx.lang, 'auth.permissionChanged') } };
    }),
  );

  router.all(
    '/modPerfil',
    restRoute(deps, async (ctx, req) => {
      const kind = text(param(req, 'tipo'));
      const id = integer(param(req, 'id'));
      if (kind !== 'asoc' && kind !== 'dojo') throw invalid('tipo');
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
