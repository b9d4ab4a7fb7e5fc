import type { WebModule } from '../../routes/webModule';

/** The landing page (routes/AppRoutes.tsx, prerendered): outside the signed-in area, no section. */
export const publicModule = { name: 'public', server: 'public' } satisfies WebModule;
