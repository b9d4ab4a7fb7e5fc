import type { Router } from 'express';
import { translate } from '@federa/schema/i18n';
import { param, requiredId, restRoute, type RestDeps } from '../../rest/respond';
import { mountListRoutes } from '../common/list/rest-doors';
import type { CardCheck } from './card-check';
import { CARD_LIST_DOORS } from './card.list-doors';
import type { MemberCard } from './card.service';

/** A cards list row under its REST names (part 2 §2.3). */
function asRow(c: MemberCard) {
  return {
    idAso: c.id,
    numAcae: c.memberNumber,
    nombre: c.firstName,
    apellido: c.lastName,
    dojo: c.dojoName,
    avatar: c.avatar,
    mail: c.mail,
    ultima_cuota: c.lastFeeYear,
    cuota_validada: c.validatedFeeYear,
    edad: c.age,
    imprimible: c.printable,
    enlace: c.checkLink,
  };
}

function asCheck(c: CardCheck) {
  return {
    numAcae: c.memberNumber,
    nombre: c.fullName,
    nombreCarnet: c.cardName,
    dojo: c.dojoName,
    asociacion: c.associationName,
    avatar: c.avatar,
    anio: c.currentYear,
    cuotaValidada: c.feeValidatedThisYear,
    ultimaCuotaValidada: c.validatedFeeYear,
    grado: c.grade,
    valorGrado: c.gradeValue,
    titulo: c.title,
  };
}

/** The cards calls, at /v1/asociados beside the member calls. */
export function cardRestRoutes(router: Router, deps: RestDeps): void {
  const { cards } = deps.services;

  mountListRoutes(router, deps, CARD_LIST_DOORS, {
    answer: (page) => ({
      res: page.items.map(asRow),
      nTot: page.total,
      nPrint: page.printable,
      // Added (issue 29): false when nTot is a lower bound (nPrint is always exact).
      nTotExacto: page.totalIsExact,
      nRes: page.returned,
    }),
    // The keyset pages (tras, sig) answer the same rows.
    row: asRow,
  });

  router.get(
    '/asociados/carnet',
    restRoute(
      deps,
      async (ctx, req) => ({
        res: asCheck(await cards.check(ctx, param(req, 'numacae'), param(req, 'valCode'))),
      }),
      // A printed card is checked by whoever scans it.
      { public: true },
    ),
  );

  router.post(
    '/asociados/renovarCarnet',
    restRoute(deps, async (ctx, req) => {
      const card = await cards.renew(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'cards.codeRenewed'), enlace: card.checkLink } };
    }),
  );
}
