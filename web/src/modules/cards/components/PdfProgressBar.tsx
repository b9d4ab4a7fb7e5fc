import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { PdfProgress } from '../hooks/useCardPdf';

type PdfProgressBarProps = { progress: Exclude<PdfProgress, { phase: 'idle' }>; onCancel: () => void };

/**
 * How far the PDF is: rows fetched, then (after pdfmake's layout, which tells nothing and shows
 * as an indeterminate bar) cards drawn out of the total; with the cancel of part 2 §4.
 */
export function PdfProgressBar({ progress, onCancel }: PdfProgressBarProps) {
  const { t } = useT();
  const labelId = useId();
  // Shown in place of the focused download button: the focus, lost with it, goes to Cancel.
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) cancelRef.current?.focus();
  }, []);
  const done = progress.phase === 'loading' ? progress.loaded : progress.drawn;
  const composing = progress.phase === 'drawing' && progress.drawn < 0;
  const text = composing
    ? t('web.cards.composing')
    : t(progress.phase === 'loading' ? 'web.cards.loading' : 'web.cards.drawing', {
        done,
        total: progress.total,
      });
  // Told to a screen reader once a phase: the counts change with every card drawn, and a live
  // region changing that often would drown everything else; the bar's value keeps the figures.
  const phase = composing
    ? t('web.cards.composing')
    : t(progress.phase === 'loading' ? 'web.cards.loadingPhase' : 'web.cards.drawingPhase');
  return (
    <div className="pdf-progress" data-phase={composing ? 'composing' : progress.phase}>
      <span className="visually-hidden" aria-live="polite">
        {phase}
      </span>
      <span id={labelId}>{text}</span>
      <progress aria-labelledby={labelId} max={progress.total || 1} value={composing ? undefined : done} />
      <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
        {t('web.cards.cancel')}
      </button>
    </div>
  );
}
