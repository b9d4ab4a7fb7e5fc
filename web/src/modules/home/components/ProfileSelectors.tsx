import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { picksAssociation, picksDojo } from '@federa/schema/permissions/profile';
import { graphql } from '../../../generated/gql';
import type { ProfileKind } from '../../../generated/graphql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import type { Me } from '../../session/permissions';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useAssociationOptions, useDojoOptions, type PlaceOption } from '../../ui/hooks/usePlaceOptions';

const SwitchProfileMutation = graphql(`
  mutation SwitchProfile($input: SwitchProfileInput!) {
    switchProfile(input: $input) {
      token
    }
  }
`);

type SelectProps = {
  label: string;
  value: number;
  options: PlaceOption[] | undefined;
  disabled: boolean;
  onPick: (id: number) => void;
};

function ProfileSelect({ label, value, options, disabled, onPick }: SelectProps) {
  const { t } = useT();
  const id = useId();
  const known = options?.some((option) => option.id === value);
  return (
    <div className="field home-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled || !options}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {!known && <option value={value}>{options ? t('web.home.noDojo') : '…'}</option>}
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The association and dojo the session works as (part 2 §6, modPerfil): the association for the
 * national administrator; the dojo, among those of the session's association, for national and
 * association administrators. Decided by the roles held, like the toggles. A new profile comes as
 * a new token, which starts the session's cache afresh (ApolloSession).
 */
export function ProfileSelectors({ me }: { me: Me }) {
  const { t } = useT();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const association = picksAssociation(me.originalRoles);
  const dojo = picksDojo(me.originalRoles);
  const associations = useAssociationOptions(!association);
  const dojos = useDojoOptions(me.associationId, !dojo);
  const [switchProfile] = useMutation(SwitchProfileMutation);
  if (!association && !dojo) return null;

  const handlePick = async (kind: ProfileKind, id: number) => {
    setBusy(true);
    try {
      await switchProfile({ variables: { input: { kind, id } } });
    } catch (error) {
      const { text } = describeRefusal(error, t);
      await dialogs.failure(t('auth.permissionDenied'), text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="home-box home-profile">
      <legend>{t('web.home.profile')}</legend>
      {association && (
        <ProfileSelect
          label={t('web.home.association')}
          value={me.associationId}
          options={associations}
          disabled={busy}
          onPick={(id) => void handlePick('ASSOCIATION', id)}
        />
      )}
      {dojo && (
        <ProfileSelect
          label={t('web.home.dojo')}
          value={me.dojoId}
          options={dojos}
          disabled={busy}
          onPick={(id) => void handlePick('DOJO', id)}
        />
      )}
    </fieldset>
  );
}
