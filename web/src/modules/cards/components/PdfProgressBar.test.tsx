/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { PdfProgress } from '../hooks/useCardPdf';
import { PdfProgressBar } from './PdfProgressBar';

type Working = Exclude<PdfProgress, { phase: 'idle' }>;

function renderBar(progress: Working) {
  const bar = (next: Working) => (
    <I18nextProvider i18n={i18n}>
      <PdfProgressBar progress={next} onCancel={() => {}} />
    </I18nextProvider>
  );
  const view = render(bar(progress));
  const announced = () =>
    [...view.container.querySelectorAll('[aria-live]')].map((node) => node.textContent).join(' | ');
  return { announced, update: (next: Working) => view.rerender(bar(next)), view };
}

describe('the PDF progress bar', () => {
  beforeAll(() => i18n.changeLanguage('es'));

  it('announces each phase once, not every card: a screen reader is not flooded', () => {
    const { announced, update, view } = renderBar({ phase: 'loading', loaded: 0, total: 1401 });
    const loading = announced();
    expect(loading).toBe('Preparando los carnets…');
    update({ phase: 'loading', loaded: 500, total: 1401 });
    expect(announced()).toBe(loading);
    update({ phase: 'drawing', drawn: -1, total: 1401 });
    expect(announced()).toBe('Componiendo los carnets…');
    update({ phase: 'drawing', drawn: 1, total: 1401 });
    const drawing = announced();
    expect(drawing).toBe('Dibujando los carnets…');
    update({ phase: 'drawing', drawn: 2, total: 1401 });
    expect(announced()).toBe(drawing);
    // The figures stay on screen and in the progress bar's value for whoever looks.
    expect(view.container.textContent).toContain('Dibujando los carnets: 2 de 1401');
    const bar = view.container.querySelector('progress')!;
    expect(bar.getAttribute('value')).toBe('2');
    expect(bar.getAttribute('max')).toBe('1401');
  });
});
