import type { DomainModule } from '../common/domain-module';
import { feeBatchesView, feesView } from './fee.report-view';
import { FeeBatchValidation } from './fee-batch-validation.entity';
import { FeeBatch } from './fee-batch.entity';
import { feeBatchLoaders } from './fee-batch.loaders';
import { FeeBatchResolver } from './fee-batch.resolver';
import { FeeBatchService } from './fee-batch.service';
import type { BatchCharges } from './fee-batch.validation';
import { dojoHasFeeBatches, memberHasFees } from './fee-history';
import { FeeWarningsResolver } from './fee-warnings.resolver';
import { Fee } from './fee.entity';
import { feePersonalData } from './fee.personal-data';
import { feeRestRoutes } from './fee.rest';
import { LatestFee } from './latest-fee.entity';

export const feesModule = {
  name: 'fees',
  services: {
    fees: {
      needs: ['billing'],
      create: (_kit: unknown, { billing }: { billing: BatchCharges }) => new FeeBatchService(billing),
    },
  },
  entities: [FeeBatch, Fee, FeeBatchValidation, LatestFee],
  auditedTables: ['remesa', 'remesa_validacion'],
  uniqueConstraints: { cuota_asociado_anio_unique: { field: 'memberIds', key: 'fees.memberAlreadyPaid' } },
  history: { member: memberHasFees, dojo: dojoHasFeeBatches },
  personalData: feePersonalData,
  reportViews: [feeBatchesView, feesView],
  resolvers: [FeeBatchResolver, FeeWarningsResolver],
  loaders: feeBatchLoaders,
  restRoutes: feeRestRoutes,
} satisfies DomainModule;
