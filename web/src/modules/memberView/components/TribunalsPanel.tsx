import { useT } from '../../i18n/hooks/useT';
import { Panel, PanelNote } from './Panel';
import '../memberView.css';

/** The tribunals (examination boards) panel of part 2 §2.4: announced, not built yet. */
export function TribunalsPanel() {
  const { t } = useT();
  return (
    <Panel name="tribunals" title={t('web.memberView.tribunals')}>
      <PanelNote>{t('web.memberView.tribunalsSoon')}</PanelNote>
    </Panel>
  );
}
