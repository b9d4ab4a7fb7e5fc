import { tokenStore } from '../session/tokenStore';

/** What the contact form sends (part 3 §3) and what may come back. */
export type ContactDraft = { nombre: string; email: string; mensaje: string; website: string };
export type ContactField = 'nombre' | 'email' | 'mensaje';
export type ContactAnswer =
  { ok: true } | { ok: false; fields: Partial<Record<ContactField, string>>; message: string | null };

type RestAnswer = {
  estado?: number;
  res?: { mensaje?: string; errores?: { campo?: string; mensaje?: string }[] };
};

const FIELDS: readonly ContactField[] = ['nombre', 'email', 'mensaje'];

/**
 * POST /v1/contacto: the server checks again, stores the message and answers in the page's
 * language; its field errors go under their fields, anything else (a flood refused) above the
 * button. A network failure is an answer too: the form keeps what was typed. A signed-in member's
 * session goes with it, so that the message is theirs.
 */
export async function sendContact(draft: ContactDraft, lang: string): Promise<ContactAnswer> {
  let body: RestAnswer;
  const token = tokenStore.get();
  try {
    const response = await fetch('/v1/contacto', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': lang,
        // Signed in, the message is the member's (their data export and erasure reach it); the
        // server ignores a stale token here rather than refuse the message.
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ ...draft, lang }),
    });
    body = (await response.json()) as RestAnswer;
  } catch {
    return { ok: false, fields: {}, message: null };
  }
  if (body.estado === 0) return { ok: true };
  const fields: Partial<Record<ContactField, string>> = {};
  for (const error of body.res?.errores ?? []) {
    const field = FIELDS.find((name) => name === error.campo);
    if (field && error.mensaje) fields[field] = error.mensaje;
  }
  return { ok: false, fields, message: Object.keys(fields).length ? null : (body.res?.mensaje ?? null) };
}
