import { routeLanguage } from './routeLanguage';

describe('routeLanguage', () => {
  it('reads the first segment of the path', () => {
    expect(routeLanguage('/fr/app/asociados')).toBe('fr');
    expect(routeLanguage('/en')).toBe('en');
  });

  it('falls back to Spanish when the path names no supported language', () => {
    expect(routeLanguage('/')).toBe('es');
    expect(routeLanguage('/de/app')).toBe('es');
    expect(routeLanguage('/app/fr')).toBe('es');
    expect(routeLanguage('/english/app')).toBe('es');
  });
});
