import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../components/FormMessage';
import { Loading } from '../components/Loading';

type ModalLoadProps = { ready: boolean; failed: boolean; children: ReactNode };

/** An edit modal's fields appear once the record has loaded, so nothing typed is overwritten. */
export function ModalLoad({ ready, failed, children }: ModalLoadProps) {
  const { t } = useT();
  if (failed) return <FormMessage kind="error">{t('web.modal.loadFailed')}</FormMessage>;
  if (!ready) {
    return <Loading />;
  }
  return children;
}
