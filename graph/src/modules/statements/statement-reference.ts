/**
 * The charges' bank references: ISO 11649 creditor references `RFnnFED<id>` (the lead's
 * cargo_referencia(): check digits 98 - (FED<id> + "RF00" as digits, letters as 10..35) mod 97).
 * A payer types it into a transfer's concept, where banks may cut it into groups of four
 * (ISO 11649's paper form) or across two concept fields: it is looked for as written first, then
 * in the text without blanks, and only a reference whose check digits hold is taken.
 */

const AS_WRITTEN = /RF(\d{2})FED([1-9]\d{0,9})/g;

/** Whether `RF<check>FED<id>` carries the right check digits for its id. */
export function validReference(check: string, id: string): boolean {
  // F=15 E=14 D=13, then R=27 F=15 and the check digits, mod 97 taken in steps (no big numbers).
  const digits = `151413${id}2715${check}`;
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

function firstValid(text: string): string | null {
  for (const match of text.matchAll(AS_WRITTEN)) {
    const [, check, id] = match;
    // Glued to the text that follows, the id may have taken digits that are not its own.
    for (let length = id.length; length > 0; length--) {
      const candidate = id.slice(0, length);
      if (validReference(check, candidate) && Number(candidate) <= 2_147_483_647)
        return `RF${check}FED${candidate}`;
    }
  }
  return null;
}

/** The first valid charge reference in a statement's text, or null. */
export function findChargeReference(text: string): string | null {
  const upper = text.toUpperCase();
  return firstValid(upper) ?? firstValid(upper.replace(/\s+/g, () => ''));
}

/** The charge a reference names. */
export const chargeIdOfReference = (reference: string): number => Number(reference.slice(7));
