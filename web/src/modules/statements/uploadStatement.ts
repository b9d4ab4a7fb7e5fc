import { tokenStore } from '../session/tokenStore';

/** What the server answered an import: the statement, and the sentence that says what happened. */
export type UploadAnswer = { statementId: number; created: boolean; message: string };

/** A refusal of the file, worded by the server in the caller's language (with its line). */
export class UploadRefused extends Error {}

/**
 * Sends a statement file as the request's body (POST /v1/extractos/importar): the server reads it
 * as it arrives, so a file of 100,000 lines goes whole, past the limit of an upload in base64.
 */
export async function uploadStatement(file: Blob, lang: string): Promise<UploadAnswer> {
  const token = tokenStore.get();
  const response = await fetch(`/v1/extractos/importar?lang=${encodeURIComponent(lang)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: file,
  });
  if (response.status === 401 && token && token === tokenStore.get()) tokenStore.set(null);
  const body = (await response.json()) as {
    estado: number;
    res: { mensaje: string; nuevo?: boolean; extracto?: { id: number } };
  };
  if (body.estado !== 0 || !body.res.extracto) throw new UploadRefused(body.res.mensaje);
  return { statementId: body.res.extracto.id, created: body.res.nuevo === true, message: body.res.mensaje };
}
