import { tokenStore } from '../session/tokenStore';
import { dispositionFileName } from './contentDisposition';

/**
 * Fetches a file as the signed-in person and saves it under the server's Content-Disposition name
 * (or fallbackName). The REST door answers a refusal as JSON without a file name, so such an
 * answer is a failure; a 401
 * ends the session as sessionErrorLink does, only if the token sent is still the stored one.
 * A `json` body (a report's configuration) is sent with a POST.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  { method = 'GET', json }: { method?: 'GET' | 'POST'; json?: unknown } = {},
): Promise<void> {
  const token = tokenStore.get();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(json !== undefined && { body: JSON.stringify(json) }),
  });
  if (response.status === 401 && token && token === tokenStore.get()) tokenStore.set(null);
  const type = response.headers.get('content-type') ?? '';
  // A JSON file comes named (Content-Disposition); a JSON refusal does not.
  const refusal = type.includes('json') && !response.headers.get('content-disposition');
  if (!response.ok || refusal) throw new Error(`download answered ${response.status}`);
  const blob = await response.blob();
  const name = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
}

/** Saves a file made or fetched by the page under `name`, as the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
