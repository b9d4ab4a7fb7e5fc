import { catalogueKeys, catalogues, translate } from './index';

describe('message catalogue', () => {
  it('has the same keys in es, en and fr, none empty', () => {
    const es = catalogueKeys(catalogues.es).sort();
    expect(catalogueKeys(catalogues.en).sort()).toEqual(es);
    expect(catalogueKeys(catalogues.fr).sort()).toEqual(es);
    for (const lang of ['es', 'en', 'fr'] as const) {
      for (const key of es) expect(translate(lang, key).trim()).not.toBe('');
    }
  });

  it('keeps the Spanish texts of the spec word for word', () => {
    expect(catalogues.es.auth).toMatchObject({
      mailRequired: 'El correo es necesario.',
      passwordRequired: 'La contraseña es necesaria.',
      mailInvalid: 'El correo es inválido.',
      badCredentials: 'Las claves de acceso son erróneas.',
      passwordAndConfirmationRequired: 'Debes introducir una contraseña y su confirmación',
      passwordMismatch: 'La contraseña y su confirmación no coinciden',
      passwordWeak: 'La contraseña debe contener al menos 6 caracteres, incluyendo letras y números',
      permissionDenied: 'Permiso denegado',
      cannotSetPermission: 'No puedes ponerte este permiso',
      passwordReset: 'Contraseña reseteada.',
    });
  });

  it('falls back to the key and fills parameters', () => {
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'auth.tooManyAttempts', { count: 42 })).toBe(
      'Too many sign-in attempts. Try again in 42 seconds.',
    );
  });
});

describe('the card', () => {
  // The spec names it 'carnet' (the sidebar's Carnets, carnets-asociados.pdf): one word per
  // language, so the check, the card and its file never read as different things.
  const other: Record<'es' | 'en' | 'fr', RegExp> = {
    es: /carn[ée](?!t)/i,
    en: /\bcarnet/i,
    fr: /\bcarnet/i,
  };
  it.each(['es', 'en', 'fr'] as const)('has one name in %s', (lang) => {
    const texts = catalogueKeys(catalogues[lang]).map((key) => translate(lang, key));
    expect(texts.filter((text) => other[lang].test(text))).toEqual([]);
  });
});
