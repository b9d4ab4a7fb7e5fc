import type { Response } from 'express';
import type { DomainError } from '../modules/common/domain-error';
import type { RequestContext } from '../modules/auth/caller';
import type { Services } from '../services';

export type GraphContext = RequestContext & { res: Response; services: Services; authError?: DomainError };
