import { isStrongEnough, loginErrors, MAIL_PATTERN, newPasswordErrors } from './auth';

describe('shared sign-in rules', () => {
  it('asks for a mail, a valid mail and a password', () => {
    expect(loginErrors('', '')).toEqual([
      { field: 'mail', key: 'auth.mailRequired' },
      { field: 'password', key: 'auth.passwordRequired' },
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

describe('the mail pattern', () => {
  const MB = 1024 * 1024;
  const OLD_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

  it('accepts exactly the addresses the former pattern did', () => {
    const alphabet = ['a', '.', '@', ' '];
    const words = (length: number): string[] =>
      length === 0 ? [''] : words(length - 1).flatMap((w) => alphabet.map((c) => w + c));
    for (let length = 0; length <= 8; length++) {
      for (const word of words(length))
        expect([word, MAIL_PATTERN.test(word)]).toEqual([word, OLD_PATTERN.test(word)]);
    }
  });

  it.each([
    ['dots then no end', `a@${'.'.repeat(MB)}@`],
    ['no @', 'a'.repeat(MB)],
    ['no dot', `a@${'b'.repeat(MB)} `],
    ['a dot and no end', `a@b.${'c'.repeat(MB)}@`],
    ['all @', '@'.repeat(MB)],
  ])('takes linear time on a megabyte (%s)', (_name, text) => {
    const started = performance.now();
    MAIL_PATTERN.test(text);
    // Not a speed target: a pattern that backtracks takes hours on a megabyte, a linear one
    // milliseconds; ten seconds tells them apart on the busiest machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('refuses a sign-in mail longer than any account has, without scanning it', () => {
    const started = performance.now();
    expect(loginErrors(`a@${'.'.repeat(MB)}@`, 'x')).toEqual([{ field: 'mail', key: 'auth.mailInvalid' }]);
    expect(loginErrors(`${'a'.repeat(45)}@dojo.es`, 'x')).toEqual([
      { field: 'mail', key: 'auth.mailInvalid' },
    ]);
    // Not a speed target: a pattern that backtracks takes hours on a megabyte, a linear one
    // milliseconds; ten seconds tells them apart on the busiest machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
