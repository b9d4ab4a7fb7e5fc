import type { ViewSpec } from '../report.catalogue';
import { coursesView, enrolmentsView } from './courses.view';
import { dojosView } from './dojos.view';
import { feeBatchesView, feesView } from './fees.view';
import { gradesView, titlesView } from './grades.view';
import { membersView } from './members.view';

/** The report subjects (`permisos_vista`), in the order the screen offers them. A new view goes here. */
export const VIEWS: readonly ViewSpec[] = [
  membersView,
  dojosView,
  feeBatchesView,
  feesView,
  gradesView,
  titlesView,
  coursesView,
  enrolmentsView,
];

export const viewOf = (code: unknown): ViewSpec | undefined =>
  typeof code === 'string' ? VIEWS.find((v) => v.code === code) : undefined;
