import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/hooks/useT';
import { useOutsideClick } from '../hooks/useOutsideClick';

export type RowAction = { label: string; to?: string; onSelect?: () => void; danger?: boolean };

type RowMenuProps = { name: string; actions: RowAction[] };

/**
 * The per-row action menu (menu button pattern): opens with click, Enter or arrow keys, moves with
 * the arrows, closes with Esc, Tab or a click elsewhere and gives focus back to its button.
 */
export function RowMenu({ name, actions }: RowMenuProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);
  useOutsideClick(open, [menuRef, buttonRef], () => setOpen(false));

  if (actions.length === 0) return null;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const handleSelect = (action: RowAction) => {
    close(!action.to);
    if (action.to) navigate(action.to);
    else action.onSelect?.();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="row-menu">
      <button
        ref={buttonRef}
        type="button"
        className="row-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('web.list.actionsFor', { name })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleButtonKeyDown}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" className="row-menu-list" onKeyDown={handleMenuKeyDown}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={action.danger ? 'row-menu-item row-menu-item--danger' : 'row-menu-item'}
                onClick={() => handleSelect(action)}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
