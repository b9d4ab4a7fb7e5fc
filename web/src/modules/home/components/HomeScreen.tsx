import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';

/** /{lang}/app/inicio. The home's content (news, pending work) comes with its own issue. */
export function HomeScreen() {
  const { t } = useT();
  const me = useMe();
  useDocumentTitle(t('web.shell.home'));
  return (
    <section className="home">
      <h1>{t('web.shell.home')}</h1>
      <p>{t('web.shell.welcome', { name: me.firstName })}</p>
    </section>
  );
}
