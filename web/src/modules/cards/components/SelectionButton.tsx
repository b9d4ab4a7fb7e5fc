import { useT } from '../../i18n/hooks/useT';
import type { Selection } from '../../ui/list/selection';
import { selectionText } from '../cardSelection';

type SelectionButtonProps = { selection: Selection; onClear: () => void };

/**
 * Part 2 §2.3's second button: 'Todos los asociados seleccionados' while every printable row is
 * (nothing to undo: it cannot be pressed); once rows are ticked, their count beside
 * 'Deseleccionar todo', which goes back to every row.
 */
export function SelectionButton({ selection, onClear }: SelectionButtonProps) {
  const { t } = useT();
  const text = t(selectionText(selection).key, { count: selectionText(selection).count });
  return (
    <>
      <p className="list-selected" aria-live="polite">
        {selection.all ? '' : text}
      </p>
      <button type="button" className="button" disabled={selection.all} onClick={onClear}>
        {selection.all ? text : t('web.cards.clearSelection')}
      </button>
    </>
  );
}
