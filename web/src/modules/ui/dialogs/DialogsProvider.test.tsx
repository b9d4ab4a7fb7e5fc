/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { useDialogs, type Dialogs } from './DialogsContext';

function Grab({ onDialogs }: { onDialogs: (dialogs: Dialogs) => void }) {
  const dialogs = useDialogs();
  useEffect(() => {
    onDialogs(dialogs);
  }, [dialogs, onDialogs]);
  return null;
}

function renderDialogs() {
  let dialogs: Dialogs | undefined;
  render(
    <AppUnderTest client={clientOver({}).client}>
      <Grab
        onDialogs={(given) => {
          dialogs = given;
        }}
      />
    </AppUnderTest>,
  );
  return () => dialogs!;
}

const unsaved = [
  { value: 'cancel', label: 'Cancelar' },
  { value: 'discard', label: 'Descartar' },
  { value: 'save', label: 'Guardar', primary: true },
] as const;

describe('a question with its own answers', () => {
  it('resolves the answer chosen, with the first one focused', async () => {
    const dialogs = renderDialogs();
    let answer: Promise<string | null> | undefined;
    act(() => {
      answer = dialogs().choose('Cambios sin guardar', '¿Qué quieres hacer?', [...unsaved]);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    expect(dialog.textContent).toContain('¿Qué quieres hacer?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await expect(answer).resolves.toBe('discard');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves null when dismissed with Esc, and Sí/No questions still answer true or false', async () => {
    const dialogs = renderDialogs();
    let answer: Promise<string | null> | undefined;
    act(() => {
      answer = dialogs().choose('Cambios sin guardar', '¿Qué quieres hacer?', [...unsaved]);
    });
    fireEvent(await screen.findByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    await expect(answer).resolves.toBeNull();

    let sure: Promise<boolean> | undefined;
    act(() => {
      sure = dialogs().confirm('Cláusulas del curso', 'Texto', { yes: 'Acepto', no: 'No Acepto' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Acepto' }));
    await expect(sure).resolves.toBe(true);
    act(() => {
      sure = dialogs().confirm('Cláusulas del curso', 'Texto', { yes: 'Acepto', no: 'No Acepto' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'No Acepto' }));
    await expect(sure).resolves.toBe(false);
  });
});
