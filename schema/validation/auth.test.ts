import { isStrongEnough, loginErrors, newPasswordErrors } from './auth';

describe('shared sign-in rules', () => {
  it('asks for a mail, a valid mail and a password', () => {
    expect(loginErrors('', '')).toEqual([
      { field: 'mail', key: 'auth.mailRequired' },
      { field: 'psw', key: 'auth.passwordRequired' },
    ]);
    expect(loginErrors('ana@', 'x')).toEqual([{ field: 'mail', key: 'auth.mailInvalid' }]);
    expect(loginErrors(' ana@dojo.es ', 'x')).toEqual([]);
  });

  it('wants 6 visible characters with a letter and a digit', () => {
    expect(isStrongEnough('abc123')).toBe(true);
    expect(isStrongEnough('ñandú7')).toBe(true);
    expect(isStrongEnough('ab 12 ')).toBe(false);
    expect(isStrongEnough('abcdef')).toBe(false);
    expect(isStrongEnough('123456')).toBe(false);
  });

  it('checks presence, then equality, then strength', () => {
    expect(newPasswordErrors('', 'x')[0].key).toBe('auth.passwordAndConfirmationRequired');
    expect(newPasswordErrors('abc', 'abd')[0].key).toBe('auth.passwordMismatch');
    expect(newPasswordErrors('abc', 'abc')[0].key).toBe('auth.passwordWeak');
    expect(newPasswordErrors('abc123', 'abc123')).toEqual([]);
  });
});
