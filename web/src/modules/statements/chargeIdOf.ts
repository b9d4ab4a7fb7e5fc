/**
 * The charge a person names by its number ("123") or its bank reference ("RF18 FED1 23", as the
 * receipt prints it); null when it names none.
 */
export function chargeIdOf(text: string): number | null {
  const compact = text.replace(/\s+/g, () => '').toUpperCase();
  const match = /^(?:RF\d{2}FED)?([1-9]\d{0,9})$/.exec(compact);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
