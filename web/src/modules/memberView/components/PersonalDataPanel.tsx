import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../generated/gql';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import type { Me } from '../../session/permissions';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { Panel } from './Panel';

const EraseMemberPersonalData = graphql(`
  mutation EraseMemberPersonalData($id: Int!) {
    eraseMemberPersonalData(id: $id) {
      message
    }
  }
`);

type PersonalDataPanelProps = { me: Me; member: { id: number; fullName: string } };

/**
 * The member's data as files to keep (JSON and a readable PDF), for themselves and the
 * administrators over them; and, for the national administrator, the erasure, asked first.
 */
export function PersonalDataPanel({ me, member }: PersonalDataPanelProps) {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [erase] = useMutation(EraseMemberPersonalData);

  const download = async (format: 'json' | 'pdf') => {
    setBusy(true);
    try {
      await downloadFile(
        `/v1/asociados/datosPersonales?id=${member.id}&formato=${format}&lang=${lang}`,
        `datos-personales-${member.id}.${format}`,
      );
    } catch (error) {
      console.error('personal data download failed', error);
      setBusy(false);
      await dialogs.failure(t('web.memberView.downloadFailed'), t('web.memberView.downloadFailedText'));
      return;
    }
    setBusy(false);
  };

  const handleErase = async () => {
    const sure = await dialogs.confirm(
      t('web.memberView.eraseTitle'),
      t('web.memberView.eraseText', { name: member.fullName }),
      { yes: t('web.memberView.eraseYes') },
    );
    if (!sure) return;
    try {
      const answer = await erase({ variables: { id: member.id } });
      await dialogs.success(t('web.memberView.erased'), answer.data?.eraseMemberPersonalData.message);
      navigate(`/${lang}/app/inicio`);
    } catch (error) {
      await dialogs.failure(t('web.memberView.erase'), error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <Panel title={t('web.memberView.personalData')} name="personal-data">
      <p className="mv-panel-note">{t('web.memberView.personalDataText')}</p>
      <div className="mv-personal-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void download('json')}>
          {t('web.memberView.downloadJson')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void download('pdf')}>
          {t('web.memberView.downloadPdf')}
        </button>
        {me.roles.admin && me.id !== member.id && (
          <button type="button" className="button button--danger" onClick={() => void handleErase()}>
            {t('web.memberView.erase')}
          </button>
        )}
      </div>
    </Panel>
  );
}
