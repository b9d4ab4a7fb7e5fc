import { useState } from 'react';
import { MAX_EXCEL_ROWS } from '@federa/schema/validation/reports';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { EditModal } from '../../ui/modal/EditModal';
import { exportFormat, restConfiguration, type ExportRequest } from './exportRequest';

type ExportModalProps = {
  request: ExportRequest;
  /** The shown report's row count (nTot): it decides the file's format. */
  total: number;
  onClose: () => void;
};

/**
 * 'Exportar resultados' (part 3 §2): says which file the row count gives (an xlsx below 10,000
 * rows, a CSV from there), then posts the configuration with the session's token and saves what
 * the server streams. A failure shows 'Listado erróneo' / 'Ha habido un problema en el servidor'
 * (§8) and keeps the modal open, so that it can be tried again.
 */
export function ExportModal({ request, total, onClose }: ExportModalProps) {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const format = exportFormat(total);

  const handleExport = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(`/v1/listado/custom?excel=true&lang=${lang}`, format.fileName, {
        method: 'POST',
        json: restConfiguration(request),
      });
    } catch (error) {
      console.error('report export failed', error);
      setBusy(false);
      await dialogs.failure(
        t('web.reportTemplates.export.failedTitle'),
        t('web.reportTemplates.export.failedText'),
      );
      return;
    }
    setBusy(false);
    onClose();
  };

  return (
    <EditModal
      title={t('web.reportTemplates.export.title')}
      dirty={false}
      saving={busy}
      onApply={() => void handleExport()}
      applyLabel={t('web.reportTemplates.export.apply')}
      applyingLabel={t('web.reportTemplates.export.exporting')}
      onClose={onClose}
    >
      <p className="report-export-format" data-format={format.kind}>
        {t(`web.reportTemplates.export.${format.kind}`, {
          count: total,
          max: MAX_EXCEL_ROWS.toLocaleString(lang),
        })}
      </p>
      <div className="report-export-progress" aria-live="polite">
        {busy && (
          <>
            <progress aria-label={t('web.reportTemplates.export.exporting')} />
            <span>{t('web.reportTemplates.export.exporting')}</span>
          </>
        )}
      </div>
    </EditModal>
  );
}
