import { EVENT_MAX_ATTENDEES } from '@federa/schema/validation/courses';
import { useT } from '../../i18n/hooks/useT';

// The table's controls, apart from its columns: the table says which control a cell has, these how
// each one is named and stepped.

type Tick = { checked: boolean; disabled: boolean; label: string; onChange: () => void };

export function TickBox({ checked, disabled, label, onChange }: Tick) {
  return (
    <input type="checkbox" checked={checked} disabled={disabled} aria-label={label} onChange={onChange} />
  );
}

type CounterProps = {
  count: number;
  disabled: boolean;
  event: string;
  name: string;
  onStep: (step: 1 | -1) => void;
};

/** How many people a member brings to an event, one up or down (never below 0). */
export function EventCounter({ count, disabled, event, name, onStep }: CounterProps) {
  const { t } = useT();
  return (
    <div className="event-counter" role="group" aria-label={t('web.enrolment.eventCount', { name, event })}>
      <button
        type="button"
        className="counter-button"
        disabled={disabled || count === 0}
        aria-label={t('web.enrolment.eventLess', { name, event })}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <output className="counter-value">{count}</output>
      <button
        type="button"
        className="counter-button"
        disabled={disabled || count >= EVENT_MAX_ATTENDEES}
        aria-label={t('web.enrolment.eventMore', { name, event })}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
}
