import type { WebModule } from '../../routes/webModule';

/** Sign-in and the first password: shown without a session (routes/AppAreaRoute.tsx), no section. */
export const authModule = { name: 'auth', server: 'auth' } satisfies WebModule;
