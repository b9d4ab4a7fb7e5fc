import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Me } from '../modules/session/permissions';
import type { Warnings } from '../modules/shell/hooks/useWarnings';

/** Who may open a section or a route: anyone else is sent to inicio and offered no entry. */
export type Access = (me: Me) => boolean;

/**
 * What a module hands the screens of the modules it builds on, one key per slot. The module that
 * accepts a slot declares its key (`declare module '…/routes/webModule' { interface Slots … }`),
 * the one that fills it imports that module, never the other way round.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Slots {}

/** One route under /{lang}/app: without a path, the bare /{lang}/app. */
export type SectionRoute = {
  path?: string;
  /** What it shows, given what other modules filled in; rendered within a Suspense. */
  element: (slots: Partial<Slots>) => ReactNode;
  /** Narrower than its section: who else is sent home from this route only. */
  may?: Access;
};

/** A section's line in the sidebar (part 1 §2). */
export type SidebarEntry = {
  /** The first segment of the address under /{lang}/app, which marks the entry as current. */
  segment: string;
  /** Where it leads under /{lang}/app, for the member signed in. */
  to: string | ((me: Me) => string);
  /** Its text's key in the web catalogue. */
  label: string;
  /** Its place: entries are listed by this number, smallest first. */
  order: number;
  /** The pending count shown next to it, from the shell's warnings. */
  badge?: (warnings: Warnings) => number;
};

/** A screen area of the signed-in application: its routes, who may open it, its sidebar entry. */
export type Section = {
  routes: readonly SectionRoute[];
  /** Who may open every route of the section and see its entry. */
  may?: Access;
  /** At 768 px or less the section is closed and has no entry (part 3 §2). */
  wideOnly?: boolean;
  sidebar?: SidebarEntry;
};

/**
 * What a web domain module (web/src/modules/<name>/index.tsx) contributes; the registry
 * (web/src/modules/index.ts) lists them and the routes and the sidebar derive from it.
 */
export type WebModule = {
  name: string;
  /**
   * The server module (graph/src/modules/index.ts) whose calls it makes, by name, or null for a
   * module of the client alone. modules.test.ts holds both registries to it.
   */
  server: string | null;
  sections?: readonly Section[];
  slots?: Partial<Slots>;
};

/** A screen exported by name from a module loaded on first use: each screen its own chunk. */
export function lazyScreen<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(() => load().then((module) => ({ default: module[name] as never })));
}
