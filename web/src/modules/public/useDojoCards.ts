import { startTransition, useEffect, useState } from 'react';
import type { PublicDojoCardsQuery } from '../../generated/graphql';
import type { PlaceSelection } from './places';
import { DOJO_CARDS_STEP, PublicDojoCardsQuery as CardsQuery } from './publicQueries';
import { publicQuery } from './usePublicHome';

export type PublicDojo = PublicDojoCardsQuery['publicDojos'][number];

type Cards = { rows: PublicDojo[]; loading: boolean; failed: boolean };

/**
 * The cards of the chosen place, 15 at a time: a federation may have thousands of visible dojos,
 * and a visitor reads a few. `more` asks the next page; a new place starts again.
 */
export function useDojoCards(selection: PlaceSelection): Cards & { more: () => void } {
  const [pages, setPages] = useState(1);
  const [place, setPlace] = useState(selection);
  const [cards, setCards] = useState<Cards>({ rows: [], loading: true, failed: false });
  if (place.country !== selection.country || place.province !== selection.province) {
    setPlace(selection);
    setPages(1);
    setCards({ rows: [], loading: true, failed: false });
  }
  useEffect(() => {
    const controller = new AbortController();
    const offset = (pages - 1) * DOJO_CARDS_STEP;
    publicQuery(
      CardsQuery,
      { page: { offset, limit: DOJO_CARDS_STEP }, country: place.country, province: place.province },
      controller.signal,
    ).then(
      (data) =>
        startTransition(() =>
          setCards((was) => ({
            rows: [...was.rows.slice(0, offset), ...data.publicDojos],
            loading: false,
            failed: false,
          })),
        ),
      () => !controller.signal.aborted && setCards((was) => ({ ...was, loading: false, failed: true })),
    );
    return () => controller.abort();
  }, [place, pages]);
  const more = () => {
    setCards((was) => ({ ...was, loading: true }));
    setPages((n) => n + 1);
  };
  return { ...cards, more };
}
