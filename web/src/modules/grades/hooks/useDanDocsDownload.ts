import { useState } from 'react';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';

const DOCS_URL = '/v1/grados/descargar_doc_danes';

/**
 * The technical commission's documentation (part 2 §2.12, national administrator): a file under
 * the server's name, or 'Listado erróneo' / 'Ha habido un problema en el servidor' (§8).
 */
export function useDanDocsDownload() {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`${DOCS_URL}?lang=${lang}`, 'documentacion.xlsx', { method: 'POST' });
    } catch (error) {
      console.error('documentation download failed', error);
      await dialogs.failure(t('web.grades.downloadFailed'), t('web.grades.downloadFailedText'));
    } finally {
      setBusy(false);
    }
  };

  return { download: () => void download(), busy };
}
