import { cardName, CARD_NAME_MAX, isPrintable } from './cards';

describe('cardName (part 2 §5)', () => {
  it('keeps a short name as it is', () => {
    expect(cardName('Ana', 'García López')).toBe('Ana García López');
  });

  it('shortens extra given names to initials, skipping particles', () => {
    expect(cardName('José Luis', 'Pérez')).toBe('José L. Pérez');
    expect(cardName('María del Carmen', 'Ruiz')).toBe('María C. Ruiz');
    expect(cardName('  Jean   Pierre  ', ' Martin ')).toBe('Jean P. Martin');
  });

  it('shortens the first name too when the name is still over 30 characters', () => {
    expect(cardName('Maximiliano Alejandro', 'Fernández de Castro')).toBe('M. A. Fernández de Castro');
    expect(cardName('Maximiliano', 'Rodríguez-Villanueva Castro')).toBe('M. Rodríguez-Villanueva Castro');
  });

  it('never prints more than 30 characters, cutting by characters', () => {
    const name = cardName('Ángel', 'Fernández-Villaverde de la Santísima Trinidad');
    expect([...name].length).toBeLessThanOrEqual(CARD_NAME_MAX);
    expect(name.startsWith('Á. Fernández-Villaverde de la')).toBe(true);
  });

  it('copes with an empty first name', () => {
    expect(cardName('', 'Solo')).toBe('Solo');
  });
});

describe('isPrintable (part 2 §4)', () => {
  it('needs a mail', () => {
    expect(isPrintable({ mail: 'a@b.es' })).toBe(true);
    expect(isPrintable({ mail: null })).toBe(false);
    expect(isPrintable({ mail: '  ' })).toBe(false);
  });
});
