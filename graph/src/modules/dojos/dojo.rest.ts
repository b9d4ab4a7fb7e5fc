import type { Request, Router } from 'express';
import { translate } from '@federa/schema/i18n';
import {
  listParams,
  boolean,
  param,
  restRoute,
  text,
  type RestDeps,
  optionalId,
  requiredId,
  restTaken,
} from '../../rest/respond';
import { mountListRoutes } from '../common/list/rest-doors';
import { DOJO_LIST_DOORS } from './dojo.list-doors';
import type { DojoRow } from './dojo.queries';
import type { DojoInput } from './dojo.service';

/** The body of §7 names some fields capitalised (Pais, Web...); the lower-case form is accepted too. */
function field(req: Request, name: string): string | undefined {
  const value = param(req, name);
  return text(value === undefined ? param(req, name.toLowerCase()) : value);
}

function input(req: Request): DojoInput {
  return {
    name: field(req, 'nombre'),
    city: field(req, 'ciudad'),
    associationId: optionalId(req, 'idAsoc') || null,
    country: field(req, 'Pais'),
    province: field(req, 'Provincia'),
    web: field(req, 'Web'),
    maps: field(req, 'Maps'),
    address: field(req, 'Direccion'),
    phone: field(req, 'TelfCont'),
    contactPerson: field(req, 'PersoCont'),
    email: field(req, 'CorreoE'),
    schedule: field(req, 'Horario'),
    logo: field(req, 'avatar'),
    removeLogo: boolean(param(req, 'borrarAvatar')) ?? false,
    visible: boolean(param(req, 'visible')) ?? null,
  };
}

/** A save's field errors under the names the legacy form gives its fields (part 1 §2). */
const SAVE = {
  restFields: {
    name: 'nombre',
    city: 'ciudad',
    associationId: 'idAsoc',
    country: 'pais',
    province: 'provincia',
    address: 'direccion',
    phone: 'telfcont',
    contactPerson: 'persocont',
    email: 'correoE',
    schedule: 'horario',
    logo: 'avatar',
  },
};

/** Field names of part 1 §3 and §7. */
function asRest(d: DojoRow) {
  return {
    idDojo: d.id,
    nombre: d.name,
    ciudad: d.city,
    cfAsoc: d.association.id,
    asoc: d.association.name,
    numAsoc: d.memberCount,
    pais: d.country.code,
    provincia: d.province.code,
    web: d.web ?? null,
    maps: d.maps ?? null,
    direccion: d.address ?? null,
    telfcont: d.phone ?? null,
    persocont: d.contactPerson ?? null,
    correoE: d.email ?? null,
    horario: d.schedule ?? null,
    avatar: d.logo ?? null,
    visible: d.visible,
  };
}

/** The card of the public landing page (part 3 §3): no mail, no member count. */
function asPublic(d: DojoRow) {
  return {
    idDojo: d.id,
    id: d.id,
    nombre: d.name,
    logo: d.logo ?? null,
    ciudad: d.city,
    country: d.country.code,
    cod_prov: d.province.code,
    horario: d.schedule ?? null,
    direccion: d.address ?? null,
    telefono: d.phone ?? null,
    contacto: d.contactPerson ?? null,
    web: d.web ?? null,
    maps: d.maps ?? null,
    visible: d.visible,
  };
}

/** The dojo calls of part 1 §7 and GET /dojos/public of part 3 §7, at /v1/dojos. */
export function dojoRestRoutes(router: Router, deps: RestDeps): void {
  const { dojos } = deps.services;

  mountListRoutes(router, deps, DOJO_LIST_DOORS, { row: asRest });

  router.get(
    '/dojos/public',
    restRoute(
      deps,
      async (ctx, req) => {
        const rows = await dojos.publicList(ctx, listParams(req), optionalId(req, 'idAsoc'));
        return { res: rows.map(asPublic) };
      },
      { public: true },
    ),
  );

  router.get(
    '/dojos/ver',
    restRoute(deps, async (ctx, req) => ({ res: asRest(await dojos.get(ctx, requiredId(req))) })),
  );

  router.get(
    '/dojos/rep_nombre',
    restRoute(deps, async (ctx, req) => {
      const name = text(param(req, 'nombre')) ?? '';
      const owner = await dojos.nameOwner(ctx, name, optionalId(req, 'idAsoc'), optionalId(req, 'id'));
      return { res: { idDojo: restTaken(owner) } };
    }),
  );

  router.post(
    '/dojos/ins',
    restRoute(deps, async (ctx, req) => ({ res: { id: (await dojos.create(ctx, input(req))).id } }), SAVE),
  );

  router.post(
    '/dojos/mod',
    restRoute(
      deps,
      async (ctx, req) => {
        const saved = await dojos.update(ctx, requiredId(req), input(req));
        return { res: { id: saved.id } };
      },
      SAVE,
    ),
  );

  router.post(
    '/dojos/del',
    restRoute(deps, async (ctx, req) => {
      await dojos.delete(ctx, requiredId(req));
      return { res: { mensaje: translate(ctx.lang, 'dojos.deleted') } };
    }),
  );
}
