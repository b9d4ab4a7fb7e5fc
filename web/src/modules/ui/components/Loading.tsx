import { useT } from '../../i18n/hooks/useT';

/** 'Cargando…' while a screen, a chunk or a record is on its way (announced politely). */
export function Loading() {
  const { t } = useT();
  return (
    <p role="status" className="loading">
      {t('web.frame.loading')}
    </p>
  );
}
