import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { EditModal } from '../../ui/modal/EditModal';
import type { Selection } from '../../ui/list/selection';
import type { CardLabels } from '../cardDocument';
import { printSlices } from '../cardSelection';
import { useCardPdf } from '../hooks/useCardPdf';
import { MemberCardsToPrintQuery, type PrintList } from '../printRows';
import { CardFaces } from './CardFaces';
import { PdfProgressBar } from './PdfProgressBar';

/** Cards shown at once: a large selection is previewed a few at a time, never all drawn at once. */
export const PREVIEW_PAGE = 4;

type CardPreviewModalProps = {
  list: PrintList;
  selection: Selection;
  /** How many cards the selection prints (nPrint, or the ticked count). */
  total: number;
  onClose: () => void;
};

/**
 * The card preview modal of part 2 §2.2: each selected card's front and back, a page at a time,
 * and the PDF download with its progress bar and cancel. Closing it cancels a download under way.
 */
export function CardPreviewModal({ list, selection, total, onClose }: CardPreviewModalProps) {
  const { t } = useT();
  const [page, setPage] = useState(0);
  // "Every row" pages by the server's cursor: the cursor each shown page started after.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const ids = selection.all
    ? undefined
    : [...selection.ids].slice(page * PREVIEW_PAGE, (page + 1) * PREVIEW_PAGE);
  const { data, loading } = useQuery(MemberCardsToPrintQuery, {
    variables: { ...list, ids, after: selection.all ? cursors[page] : undefined, first: PREVIEW_PAGE },
    fetchPolicy: 'no-cache',
  });
  const cards = data?.memberCardsToPrint.edges.map((edge) => edge.node) ?? [];
  const endCursor = data?.memberCardsToPrint.pageInfo.endCursor ?? null;
  const pages = Math.max(1, Math.ceil(total / PREVIEW_PAGE));
  const pdf = useCardPdf();
  // The download button and the progress take each other's place: the focus, lost with the one
  // that went, follows to the one that came (Cancel, then Download again), so that a keyboard or
  // screen reader user is not thrown back to the top of the modal.
  const downloadRef = useRef<HTMLButtonElement>(null);
  const working = pdf.progress.phase !== 'idle';
  const wasWorking = useRef(working);
  useEffect(() => {
    if (wasWorking.current === working) return;
    wasWorking.current = working;
    if (!working && document.activeElement === document.body) downloadRef.current?.focus();
  }, [working]);

  const goNext = () => {
    if (selection.all) setCursors((known) => [...known.slice(0, page + 1), endCursor]);
    setPage(page + 1);
  };
  const labels: CardLabels = {
    federation: t('web.site.federationName'),
    number: t('web.cards.cardNumber'),
    dojo: t('web.cards.cardDojo'),
    fee: t('web.cards.cardFee'),
    noFee: t('web.cards.cardNoFee'),
    check: t('web.cards.cardCheck'),
  };
  const download =
    pdf.progress.phase === 'idle' ? (
      <button
        ref={downloadRef}
        type="button"
        className="button button--primary"
        disabled={total === 0}
        onClick={() => void pdf.start(list, printSlices(selection), total, labels)}
      >
        {t('web.cards.download')}
      </button>
    ) : (
      <PdfProgressBar progress={pdf.progress} onCancel={pdf.cancel} />
    );

  return (
    <EditModal
      title={t('web.cards.previewTitle')}
      dirty={false}
      onClose={onClose}
      extraActions={download}
      wide
    >
      {total === 0 ? (
        <p>{t('web.cards.previewEmpty')}</p>
      ) : (
        <>
          <p className="card-preview-range" aria-live="polite">
            {t('web.cards.previewRange', {
              from: page * PREVIEW_PAGE + 1,
              to: Math.min(total, (page + 1) * PREVIEW_PAGE),
              total,
            })}
          </p>
          <ul className="card-preview" aria-busy={loading || undefined}>
            {cards.map((card) => (
              <CardFaces key={card.id} card={card} />
            ))}
          </ul>
          {pages > 1 && (
            <div className="card-preview-pager">
              <button
                type="button"
                className="button"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                {t('web.cards.previous')}
              </button>
              <button
                type="button"
                className="button"
                disabled={page >= pages - 1 || loading || (selection.all && !endCursor)}
                onClick={goNext}
              >
                {t('web.cards.next')}
              </button>
            </div>
          )}
        </>
      )}
    </EditModal>
  );
}
