import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { CreditorPanel } from './CreditorPanel';
import { MandatesPanel } from './MandatesPanel';
import { RemittancesPanel } from './RemittancesPanel';
import '../../ui/list/list.css';
import './sepa.css';

/**
 * /{lang}/app/domiciliaciones: the mandates the member sees (their own, their dojo's or
 * association's), and for who collects (the national administrator for the federation, an
 * association's administrators for theirs) its creditor and its remittances.
 */
export function SepaScreen() {
  const { t } = useT();
  const me = useMe();
  useDocumentTitle(t('web.sepa.title'));
  const collects = me.roles.admin || me.roles.associationAdmin;
  return (
    <section className="list-screen sepa-screen" aria-labelledby="sepa-title">
      <header className="list-header">
        <h1 id="sepa-title">{t('web.sepa.title')}</h1>
      </header>
      <MandatesPanel collects={collects} />
      {me.roles.associationAdmin && <CreditorPanel associationId={me.associationId} />}
      {collects && <RemittancesPanel />}
    </section>
  );
}
