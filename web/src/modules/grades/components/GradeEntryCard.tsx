import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { GradeStatus } from './GradeStatus';

type GradeEntryCardProps = {
  id: string;
  name: string;
  /** The belt's colour (or blend); absent for a title. */
  fill?: string;
  selected: boolean;
  /** Held at status ≥ 0 by someone who may not change it (part 2 §4). */
  locked: boolean;
  status: number | null | undefined;
  onToggle: (on: boolean) => void;
  /** The date and hours fields, while selected. */
  children?: ReactNode;
};

/** One belt or title of the modal's grids: a tick to hold it, then its fields and status. */
export function GradeEntryCard({
  id,
  name,
  fill,
  selected,
  locked,
  status,
  onToggle,
  children,
}: GradeEntryCardProps) {
  const { t } = useT();
  return (
    <div
      role="group"
      aria-label={name}
      className={selected ? 'grade-card grade-card--selected' : 'grade-card'}
      data-locked={locked || undefined}
    >
      <div className="grade-card-head">
        <input
          type="checkbox"
          id={id}
          checked={selected}
          disabled={locked}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={id}>
          {fill && <span className="grade-belt" style={{ background: fill }} aria-hidden="true" />}
          {name}
        </label>
      </div>
      {selected && (
        <div className="grade-card-body">
          {children}
          <GradeStatus status={status} />
          {locked && <span className="visually-hidden">{t('web.grades.locked')}</span>}
        </div>
      )}
    </div>
  );
}
