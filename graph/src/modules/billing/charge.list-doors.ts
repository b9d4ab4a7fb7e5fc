import type { Request } from 'express';
import { integer, invalid, param } from '../../rest/respond';
import type { ListDoors } from '../common/list/doors';
import type { ListPage } from '../common/list/engine';
import type { BillingService, ChargeFilter, ChargeView } from './billing.service';
import { CHARGE_KINDS, CHARGE_STATUSES, type ChargeKindCode, type ChargeStatusCode } from './charge.entity';
import { CHARGE_KIND_CODES, ChargeFilterType, ChargePageType } from './billing.types';

/** The GraphQL filter as the service reads it: kinds by their database codes. */
function fromGraphql(values: Record<string, unknown>): ChargeFilter {
  const filter = (values.filter ?? values.filterBy ?? {}) as ChargeFilterType;
  return {
    ...filter,
    kind: filter.kind ? (CHARGE_KIND_CODES[filter.kind] as ChargeKindCode) : null,
  };
}

/** One of `allowed` as sent, absent when empty; anything else refused under its REST name. */
function oneOf<T extends string>(req: Request, name: string, allowed: readonly T[]): T | null {
  const raw = param(req, name);
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !allowed.includes(raw as T)) throw invalid(name);
  return raw as T;
}

function fromRest(req: Request): ChargeFilter {
  const year = param(req, 'anio');
  const parsedYear = year === undefined || year === '' ? null : integer(year);
  if (parsedYear === undefined) throw invalid('anio');
  return {
    status: oneOf<ChargeStatusCode>(req, 'estado', CHARGE_STATUSES),
    kind: oneOf<ChargeKindCode>(req, 'tipo', CHARGE_KINDS),
    year: parsedYear,
    overdue: param(req, 'vencidos') === '1',
    mine: param(req, 'mios') === '1',
  };
}

/** The charges at GET /v1/cobros and /cobros/posicion, as `charges(page, filter)` and `chargePosition`. */
export const CHARGE_LIST_DOORS: ListDoors<BillingService, ChargeFilter, ListPage<ChargeView>> = {
  service: (services) => services.billing,
  list: (billing, ctx, request, filter) => billing.list(ctx, request, filter),
  position: (billing, ctx, id, request, filter) => billing.position(ctx, id, request, filter),
  rest: { path: '/cobros', args: fromRest },
  graphql: {
    page: ChargePageType,
    list: {
      name: 'charges',
      description:
        "GET /v1/cobros: the charges the caller sees (national all; association theirs and their dojos'; " +
        'dojo what it pays or is owed; everyone their own). orderBy: id, anio, importe, estado, vence; default id DESC',
      args: { filter: { type: () => ChargeFilterType } },
    },
    position: {
      name: 'chargePosition',
      description: 'GET /v1/cobros/posicion: 0-based position under this order and filter, -1 if not listed',
      args: { filterBy: { type: () => ChargeFilterType } },
    },
    args: fromGraphql,
  },
};
