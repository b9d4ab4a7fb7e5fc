import { useId, useState } from 'react';
import { CONNECTORS } from '@federa/schema/validation/reports';
import { useT } from '../../i18n/hooks/useT';
import { EditModal } from '../../ui/modal/EditModal';
import type { FilterInput } from '../templates/templateForm';
import { ConditionAdder, type ConditionInput } from './ConditionAdder';
import { ConditionText } from './ConditionText';
import type { ReportFieldInfo } from './FieldsModal';

type FiltersModalProps = {
  view: string;
  fields: ReportFieldInfo[];
  filter: FilterInput | null;
  onApply: (filter: FilterInput | null) => void;
  onClose: () => void;
};

const EMPTY_GROUP = { connector: 'Y', conditions: [] as ConditionInput[] };

/**
 * 'Filtros' (part 3 §3, §4, §5): groups of conditions, the groups joined by Y or O and the
 * conditions of each group too. The last group cannot be deleted; groups left empty are dropped
 * when applied.
 */
export function FiltersModal({ view, fields, filter, onApply, onClose }: FiltersModalProps) {
  const { t } = useT();
  const id = useId();
  const start: FilterInput = filter?.groups.length ? filter : { connector: 'Y', groups: [EMPTY_GROUP] };
  const [draft, setDraft] = useState<FilterInput>(start);
  const [dirty, setDirty] = useState(false);
  const change = (next: FilterInput) => {
    setDraft(next);
    setDirty(true);
  };
  const setGroup = (index: number, group: FilterInput['groups'][number]) =>
    change({ ...draft, groups: draft.groups.map((g, i) => (i === index ? group : g)) });
  const apply = () => {
    const groups = draft.groups.filter((g) => g.conditions.length > 0);
    onApply(groups.length ? { connector: draft.connector, groups } : null);
  };

  return (
    <EditModal
      title={t('web.reports.filtersTitle')}
      dirty={dirty}
      onApply={apply}
      onClose={onClose}
      applyLabel={t('web.reports.apply')}
      wide
    >
      <div className="report-connector">
        <label htmlFor={`${id}-outer`}>{t('web.reports.joinGroups')}</label>
        <select
          id={`${id}-outer`}
          value={draft.connector}
          onChange={(e) => change({ ...draft, connector: e.target.value })}
        >
          {CONNECTORS.map((c) => (
            <option key={c} value={c}>
              {t(`web.reports.connector_${c}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.groups.map((group, index) => (
        <fieldset key={index} className="report-group" data-group={index + 1}>
          <legend>{t('web.reports.group', { n: index + 1 })}</legend>
          <div className="report-connector">
            <label htmlFor={`${id}-g${index}`}>{t('web.reports.joinConditions')}</label>
            <select
              id={`${id}-g${index}`}
              value={group.connector}
              onChange={(e) => setGroup(index, { ...group, connector: e.target.value })}
            >
              {CONNECTORS.map((c) => (
                <option key={c} value={c}>
                  {t(`web.reports.connector_${c}`)}
                </option>
              ))}
            </select>
          </div>
          {group.conditions.length === 0 ? (
            <p className="report-modal-hint">{t('web.reports.emptyGroup')}</p>
          ) : (
            <ul className="report-conditions">
              {group.conditions.map((condition, ci) => (
                <li key={ci}>
                  <span className="report-condition-text">
                    <ConditionText view={view} fields={fields} condition={condition} />
                  </span>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() =>
                      setGroup(index, { ...group, conditions: group.conditions.filter((_, k) => k !== ci) })
                    }
                  >
                    {t('web.reports.removeCondition')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ConditionAdder
            view={view}
            fields={fields}
            onAdd={(condition) => setGroup(index, { ...group, conditions: [...group.conditions, condition] })}
          />
          <button
            type="button"
            className="button"
            disabled={draft.groups.length === 1}
            onClick={() => change({ ...draft, groups: draft.groups.filter((_, i) => i !== index) })}
          >
            {t('web.reports.deleteGroup')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => change({ ...draft, groups: [...draft.groups, EMPTY_GROUP] })}
      >
        {t('web.reports.addGroup')}
      </button>
    </EditModal>
  );
}
