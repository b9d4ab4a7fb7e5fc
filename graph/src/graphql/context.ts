import type { Response } from 'express';
import type { DomainError } from '../modules/common/domain-error';
import type { RequestContext } from '../modules/common/caller';
// The bootstrap's types, derived from the modules (modules/index.ts): no domain is named here.
import type { Loaders, Services } from '../services';

export type GraphContext = RequestContext & {
  res: Response;
  services: Services;
  loaders: Loaders;
  authError?: DomainError;
};
