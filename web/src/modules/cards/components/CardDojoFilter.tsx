import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { Me } from '../../session/permissions';
import { useAssociationOptions, useDojoOptions, type PlaceOption } from '../../ui/hooks/usePlaceOptions';

/** The dojo the cards list is narrowed to (0: every dojo in scope), and where it was picked. */
export type DojoChoice = { associationId: number; dojoId: number; dojoName: string };
export const EVERY_DOJO: DojoChoice = { associationId: 0, dojoId: 0, dojoName: '' };

/**
 * Who narrows the cards to one dojo (part 2 §2.3 idDojo), by the roles in force, which are what
 * the server scopes by: the national administrator picks an association then one of its dojos, an
 * association administrator a dojo of the session's association; a dojo administrator's scope is
 * already one dojo, so they get no filter.
 */
export const dojoFilterOf = (me: Pick<Me, 'roles'>): { picksAssociation: boolean } | null =>
  me.roles.admin
    ? { picksAssociation: true }
    : me.roles.associationAdmin
      ? { picksAssociation: false }
      : null;

type SelectsProps = {
  /** The association options, or undefined when the caller picks no association. */
  associations?: PlaceOption[];
  dojos: PlaceOption[];
  value: DojoChoice;
  onChange: (next: DojoChoice) => void;
};

/** The selects themselves: a new association drops the dojo (it belongs to the old one). */
export function DojoFilterSelects({ associations, dojos, value, onChange }: SelectsProps) {
  const { t } = useT();
  const associationId = useId();
  const dojoId = useId();
  const picksAssociation = associations !== undefined;
  const pickDojo = (id: number) =>
    onChange({ ...value, dojoId: id, dojoName: dojos.find((dojo) => dojo.id === id)?.name ?? '' });
  return (
    <>
      {picksAssociation && (
        <div className="list-filter">
          <label htmlFor={associationId}>{t('web.cards.association')}</label>
          <select
            id={associationId}
            value={value.associationId}
            onChange={(event) => onChange({ ...EVERY_DOJO, associationId: Number(event.target.value) })}
          >
            <option value={0}>{t('web.cards.allAssociations')}</option>
            {associations.map((association) => (
              <option key={association.id} value={association.id}>
                {association.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="list-filter">
        <label htmlFor={dojoId}>{t('web.cards.dojo')}</label>
        <select
          id={dojoId}
          value={value.dojoId}
          disabled={picksAssociation && !value.associationId}
          onChange={(event) => pickDojo(Number(event.target.value))}
        >
          <option value={0}>{t('web.cards.allDojos')}</option>
          {dojos.map((dojo) => (
            <option key={dojo.id} value={dojo.id}>
              {dojo.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** The cards list's dojo filter in the toolbar, fed by the association and dojo dropdown lists. */
export function CardDojoFilter({
  me,
  value,
  onChange,
}: {
  me: Pick<Me, 'roles' | 'associationId'>;
  value: DojoChoice;
  onChange: (next: DojoChoice) => void;
}) {
  const filter = dojoFilterOf(me);
  const picksAssociation = filter?.picksAssociation ?? false;
  const associationId = picksAssociation ? value.associationId : me.associationId;
  const associations = useAssociationOptions(!picksAssociation);
  const dojos = useDojoOptions(associationId, !filter);
  if (!filter) return null;
  return (
    <DojoFilterSelects
      associations={picksAssociation ? (associations ?? []) : undefined}
      dojos={dojos ?? []}
      value={value}
      onChange={onChange}
    />
  );
}
