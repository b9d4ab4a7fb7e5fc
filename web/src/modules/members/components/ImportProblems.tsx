import { useT } from '../../i18n/hooks/useT';

type Problem = { line: number; column?: string | null; message: string };

/**
 * Every problem of the checked file, in the file's order: the row as a spreadsheet numbers it
 * (the heading is row 1) and the column as the file names it, so that each one can be found.
 */
export function ImportProblems({ problems }: { problems: readonly Problem[] }) {
  const { t } = useT();
  return (
    <div className="member-import-problems">
      <table className="data-table">
        <caption>{t('web.members.importProblems')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('web.members.importLine')}</th>
            <th scope="col">{t('web.members.importColumn')}</th>
            <th scope="col">{t('web.members.importProblem')}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, i) => (
            <tr key={i}>
              <td>{problem.line}</td>
              <td>{problem.column ?? t('web.members.importWholeFile')}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
