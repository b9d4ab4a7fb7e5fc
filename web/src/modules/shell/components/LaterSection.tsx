import type { MessageKey } from '@federa/schema/i18n';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';

type LaterSectionProps = { title: MessageKey };

/**
 * Where a section of a later issue (Cuotas, Cursos, Grados, Carnets, Listado) will live. It says
 * plainly that the section is not there yet, so the sidebar's links lead somewhere honest.
 */
export function LaterSection({ title }: LaterSectionProps) {
  const { t } = useT();
  useDocumentTitle(t(title));
  return (
    <section>
      <h1>{t(title)}</h1>
      <p>{t('web.shell.later')}</p>
    </section>
  );
}
