import type { ViewSpec } from '../report.catalogue';
import { dojosView } from './dojos.view';
import { membersView } from './members.view';

/** The report subjects (`permisos_vista`), in the order the screen offers them. A new view goes here. */
export const VIEWS: readonly ViewSpec[] = [membersView, dojosView];

export const viewOf = (code: unknown): ViewSpec | undefined =>
  typeof code === 'string' ? VIEWS.find((v) => v.code === code) : undefined;
