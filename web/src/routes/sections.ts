import { WEB_MODULES } from '../modules';
import type { Me } from '../modules/session/permissions';
import type { Section, SectionRoute, SidebarEntry, Slots } from './webModule';

/** Every section of the registered modules, in the registry's order. */
export const SECTIONS: readonly Section[] = WEB_MODULES.flatMap((module) => module.sections ?? []);

/** What the modules hand each other's screens (webModule.ts, Slots). */
export const SLOTS: Partial<Slots> = Object.assign({}, ...WEB_MODULES.map((module) => module.slots));

/** Whether a member may open a section, at this width. */
export const opens = (section: Section, me: Me, narrow: boolean) =>
  (!section.may || section.may(me)) && !(section.wideOnly && narrow);

/** Whether a member may open one of a section's routes, at this width: the others go home. */
export const opensRoute = (section: Section, route: SectionRoute, me: Me, narrow: boolean) =>
  opens(section, me, narrow) && (!route.may || route.may(me));

/** The sidebar's entries for a member at this width, in their order (part 1 §2). */
export function sidebarEntries(me: Me, narrow: boolean): SidebarEntry[] {
  return SECTIONS.filter((section) => opens(section, me, narrow))
    .flatMap((section) => (section.sidebar ? [section.sidebar] : []))
    .sort((a, b) => a.order - b.order);
}
