import { useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { tokenStore } from '../../session/tokenStore';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { dispositionFileName } from '../contentDisposition';

const DOCS_URL = '/v1/grados/descargar_doc_danes';

/**
 * The technical commission's documentation (part 2 §2.12, national administrator): a file under
 * the server's name, or 'Listado erróneo' / 'Ha habido un problema en el servidor' (§8). The
 * REST door answers a refusal as JSON, so anything but a spreadsheet is a failure.
 */
export function useDanDocsDownload() {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = tokenStore.get();
      const response = await fetch(`${DOCS_URL}?lang=${lang}`, {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || type.includes('json')) throw new Error(`download answered ${response.status}`);
      const blob = await response.blob();
      const name = dispositionFileName(response.headers.get('content-disposition')) ?? 'documentacion.xlsx';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      console.error('documentation download failed', error);
      await dialogs.failure(t('web.grades.downloadFailed'), t('web.grades.downloadFailedText'));
    } finally {
      setBusy(false);
    }
  };

  return { download: () => void download(), busy };
}
