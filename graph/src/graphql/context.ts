import type { Response } from 'express';
import type { DomainError } from '../modules/common/domain-error';
import type { RequestContext } from '../modules/auth/caller';
import type { Services } from '../services';
import type { Loaders } from './loaders';

export type GraphContext = RequestContext & {
  res: Response;
  services: Services;
  loaders: Loaders;
  authError?: DomainError;
};
