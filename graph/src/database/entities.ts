import { MODULES } from '../modules';
import { LimiterUse, LimiterValue } from '../modules/common/limiter.entity';
import { moduleEntities } from '../modules/common/module-registry';

/**
 * The kits' entities (the rate limits' counters) and every module's (its `entities`). A function:
 * the modules are read when the ORM starts, not while they are still being loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const entities = (): Function[] => [LimiterUse, LimiterValue, ...moduleEntities(MODULES)];
