import { useState } from 'react';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';

/** The four files of part 2 §2.10 (REST only: files have no GraphQL twin), by their button. */
export const ENROLMENT_EXPORTS = [
  { path: 'descargar_alumnosExcel', label: 'exportList', fallback: 'inscritos.xlsx' },
  { path: 'descargar_alumnosExcelComp', label: 'exportComplete', fallback: 'inscritos.xlsx' },
  { path: 'descargar_plantilla', label: 'exportSheetPdf', fallback: 'plantilla.pdf' },
  { path: 'descargar_plantilla_Excel', label: 'exportSheetExcel', fallback: 'plantilla.xlsx' },
] as const;

type EnrolmentExportsProps = { courseId: number };

/**
 * The enrolment list and the signature sheet as files, named by the server (city, month, year).
 * One at a time: while a file is made the buttons wait and a progress bar says so; a failure shows
 * 'Listado erróneo' / 'Ha habido un problema en el servidor' (part 2 §8).
 */
export function EnrolmentExports({ courseId }: EnrolmentExportsProps) {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  const handleExport = async (item: (typeof ENROLMENT_EXPORTS)[number]) => {
    setBusy(true);
    try {
      await downloadFile(`/v1/cursos/${item.path}?curso=${courseId}&lang=${lang}`, item.fallback, {
        method: 'POST',
      });
    } catch (error) {
      console.error('enrolment export failed', error);
      // The progress goes before the message: nothing is being made any more.
      setBusy(false);
      await dialogs.failure(t('web.enrolment.exportFailed'), t('web.enrolment.exportFailedText'));
      return;
    }
    setBusy(false);
  };

  return (
    <section className="enrolment-exports" aria-label={t('web.enrolment.exports')}>
      {ENROLMENT_EXPORTS.map((item) => (
        <button
          key={item.path}
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void handleExport(item)}
        >
          {t(`web.enrolment.${item.label}`)}
        </button>
      ))}
      <div className="enrolment-export-progress" aria-live="polite">
        {busy && (
          <>
            <progress aria-label={t('web.enrolment.exporting')} />
            <span>{t('web.enrolment.exporting')}</span>
          </>
        )}
      </div>
    </section>
  );
}
