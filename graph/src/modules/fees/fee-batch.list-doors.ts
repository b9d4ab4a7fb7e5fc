import type { Request } from 'express';
import { FEE_BATCH_STATUSES, type FeeBatchStatus } from '@federa/schema/validation/fees';
import { param } from '../../rest/respond';
import { DomainError } from '../common/domain-error';
import type { ListDoors } from '../common/list/doors';
import type { ListPage } from '../common/list/engine';
import type { FeeBatchService, FeeBatchView } from './fee-batch.service';
import { FeeBatchPageType, FeeBatchStatusEnum } from './fee-batch.types';

type FeeBatchListArgs = { status?: FeeBatchStatus | null };

/** `tipo` of part 2 §2.6; absent or empty: every batch. */
function status(req: Request): FeeBatchStatus | null {
  const raw = param(req, 'tipo');
  if (raw === undefined || raw === null || raw === '') return null;
  // A repeated tipo (an array) is refused like any unknown one, never read as no filter.
  const tipo = typeof raw === 'string' ? raw : '';
  if (!Object.hasOwn(FEE_BATCH_STATUSES, tipo)) {
    throw DomainError.invalid([{ field: 'tipo', key: 'fees.typeInvalid' }]);
  }
  return FEE_BATCH_STATUSES[tipo as keyof typeof FEE_BATCH_STATUSES];
}

/** The fee batch list at GET /v1/cuotas and /cuotas/posicion, as `feeBatches` and `feeBatchPosition`. */
// Typed, not inferred: the services' type is derived from the modules, whose resolvers use this.
export const FEE_BATCH_LIST_DOORS: ListDoors<FeeBatchService, FeeBatchListArgs, ListPage<FeeBatchView>> = {
  service: (services) => services.fees,
  list: (fees, ctx, request, args) => fees.list(ctx, request, args.status),
  position: (fees, ctx, id, request, args) => fees.position(ctx, id, request, args.status),
  rest: { path: '/cuotas', args: (req) => ({ status: status(req) }) },
  graphql: {
    page: FeeBatchPageType,
    list: {
      name: 'feeBatches',
      description:
        'GET /v1/cuotas/: the batches the caller administers. orderBy: idRemesa, dojo, asociacion, anio, ' +
        'numAd, numNi (" DESC" optional); default anio DESC',
      args: { status: { type: () => FeeBatchStatusEnum } },
    },
    position: {
      name: 'feeBatchPosition',
      description: 'GET /v1/cuotas/posicion: 0-based position under this order and filter, -1 if not listed',
      args: { status: { type: () => FeeBatchStatusEnum } },
    },
  },
};
