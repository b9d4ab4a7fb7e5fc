import type { TFunction } from 'i18next';
import { graphql } from '../../../generated/gql';
import type { GradeEntryRowFragment } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';
import { GradeStatus } from './GradeStatus';

/** What a row of the validation list shows and what its menu reads (part 2 §3 list row). */
export const GradeEntryRowFields = graphql(`
  fragment GradeEntryRow on GradeEntry {
    id
    kind
    memberId
    memberNumber
    firstName
    lastName
    description
    date
    status
    value
    validatedBy
    canValidate
    canDelete
  }
`);

/** Grades and titles share the list and their ids may meet: a title's row goes by its id negated. */
export type GradeRow = GradeEntryRowFragment & { entryId: number };

export const toGradeRow = (entry: GradeEntryRowFragment): GradeRow => ({
  ...entry,
  entryId: entry.id,
  id: entry.kind === 'GRADE' ? entry.id : -entry.id,
});

/** Part 2 §2.12: full name, description, date, validated by, status (the menu comes first). */
export function gradeColumns(t: TFunction, lang: string): Column<GradeRow>[] {
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'UTC' });
  return [
    {
      key: 'nombre',
      label: t('web.grades.colName'),
      sort: 'nombre',
      render: (row) => `${row.firstName} ${row.lastName}`,
    },
    {
      key: 'descripcion',
      label: t('web.grades.colDescription'),
      sort: 'descripcion',
      render: (row) => row.description,
    },
    {
      key: 'fecha',
      label: t('web.grades.colDate'),
      sort: 'fecha',
      render: (row) => day.format(new Date(`${row.date.slice(0, 10)}T00:00:00Z`)),
    },
    {
      key: 'validador',
      label: t('web.grades.colValidatedBy'),
      // 'Administradores de ACAE' comes from the server (valor > 0), in the caller's language.
      render: (row) => row.validatedBy ?? '—',
    },
    { key: 'estado', label: t('web.grades.colStatus'), render: (row) => <GradeStatus status={row.status} /> },
  ];
}
