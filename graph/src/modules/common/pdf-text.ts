// WinAnsi, the standard fonts' encoding: Latin-1 plus these. Anything else would print as junk.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)!));

/** Text the standard fonts can print: accents kept, other letters by their base, else `?`. */
export function printable(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code)) {
      result += char;
    } else if (code < 0x20 || code === 0x7f) {
      result += ' ';
    } else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      result += base.length && [...base].every((c) => c.codePointAt(0)! < 0x7f) ? base : '?';
    }
  }
  return result;
}
