import { catalogues } from '@federa/schema/i18n';

describe('cards screen texts', () => {
  it('keeps the Spanish of part 2 §2.3 word for word', () => {
    expect(catalogues.es.web.cards).toMatchObject({
      footnote: '(*) Asociado sin email',
      allSelected: 'Todos los asociados seleccionados',
      clearSelection: 'Deseleccionar todo',
    });
  });
});
