/**
 * Part 2 §2.6, §9: each year its colour, from a palette of 20 indexed by the year modulo 20. Dark
 * tones under white text, each at 4.5:1 or more (yearColour.test.ts measures them), so the year
 * stays readable whatever its colour.
 */
export const YEAR_PALETTE = [
  '#1f4e79',
  '#7b2d26',
  '#2e6b30',
  '#6a3d9a',
  '#8a4b08',
  '#00606b',
  '#a1134e',
  '#3b5b00',
  '#5b4a8a',
  '#8c2f39',
  '#005f73',
  '#6b4226',
  '#2f5d50',
  '#7a1f5c',
  '#4a5a0a',
  '#1d4f91',
  '#8b3a0f',
  '#37607a',
  '#5e3c58',
  '#2b6048',
] as const;

export const yearColour = (year: number): string => YEAR_PALETTE[((year % 20) + 20) % 20];
