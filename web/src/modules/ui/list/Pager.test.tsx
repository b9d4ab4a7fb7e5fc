/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n, loadLanguage } from '../../i18n/i18n';
import { Pager } from './Pager';
import { pageWindow } from './pageWindow';

// Issue 29: a list whose count stopped at a bound (the server's totalIsExact false) says "more
// than", shows no last page it does not know, and still lets the reader step on.
function renderPager(total: number, totalIsExact: boolean, page = 0, lang = 'es') {
  const onPage = jest.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/${lang}/app`]}>
        <Routes>
          <Route
            path="/:lang/app"
            element={
              <Pager page={page} pageSize={15} total={total} totalIsExact={totalIsExact} onPage={onPage} />
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onPage, view };
}

const summary = (view: ReturnType<typeof render>) =>
  view.container.querySelector('.pager-summary')!.textContent;

describe('the pager of a bounded count', () => {
  it.each([
    ['es', '1–15 de más de 1000', '1–15 de 1000'],
    ['en', '1–15 of more than 1000', '1–15 of 1000'],
    ['fr', '1–15 sur plus de 1000', '1–15 sur 1000'],
  ])('says "more than" in %s only when the total is a lower bound', async (lang, bounded, exact) => {
    await loadLanguage(lang as 'es' | 'en' | 'fr');
    expect(summary(renderPager(1000, false, 0, lang).view)).toBe(bounded);
    expect(summary(renderPager(1000, true, 0, lang).view)).toBe(exact);
  });

  it('shows no last page and keeps Next open on the last counted page', () => {
    const { view, onPage } = renderPager(1000, false, 66);
    const pages = [...view.container.querySelectorAll('.pager-page')].map((b) => b.textContent);
    expect(pages).toEqual(['1', '63', '64', '65', '66', '67']);
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(next).not.toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(67);
    view.unmount();
    renderPager(1000, true, 66);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', true);
  });

  it('leaves the window open-ended rather than naming a last page', () => {
    expect(pageWindow(1, 67, 5, true)).toEqual([1, 2, 3, 4, 5, 'gap-end']);
    expect(pageWindow(67, 67, 5, true)).toEqual([1, 'gap-start', 63, 64, 65, 66, 67, 'gap-end']);
  });
});
