import { YEAR_PALETTE, yearColour } from './yearColour';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the year colours of the fee list', () => {
  it('are 20 different colours, chosen by the year modulo 20', () => {
    expect(new Set(YEAR_PALETTE).size).toBe(20);
    expect(yearColour(2026)).toBe(YEAR_PALETTE[6]);
    expect(yearColour(2046)).toBe(YEAR_PALETTE[6]);
    expect(yearColour(2027)).toBe(YEAR_PALETTE[7]);
    expect(yearColour(2040)).toBe(YEAR_PALETTE[0]);
  });

  it.each(YEAR_PALETTE)('%s keeps white text at 4.5:1 or more', (colour) => {
    expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
