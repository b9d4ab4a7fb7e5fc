// The avatars a card PDF embeds, fetched and turned into data URLs inside the PDF worker.
// pdfmake embeds JPEG and PNG only: the server stores uploads as PNG and its default avatar is a
// JPEG, but an older or hand-placed file may be anything (WebP, GIF), so other formats are
// redrawn to PNG through an OffscreenCanvas. An image that cannot be had prints the default
// avatar, and failing that none: a picture never fails the PDF (part 2 §8).

export const DEFAULT_AVATAR = 'default.jpg';
/** Avatars fetched at once: enough to hide latency, few enough not to crowd the server. */
const PARALLEL = 6;

/** The embeddable kind of an image by its first bytes (not its name or declared type). */
export function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list within the engine's limits.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

async function redrawnAsPng(blob: Blob): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
}

/** One avatar as a JPEG or PNG data URL; null when it cannot be fetched or decoded. */
async function avatarDataUrl(name: string, signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(`/avatars/${encodeURIComponent(name)}`, { signal });
    if (!response.ok) return null;
    const blob = await response.blob();
    let bytes: Uint8Array = new Uint8Array(await blob.arrayBuffer());
    let kind = imageKind(bytes);
    if (!kind) {
      bytes = await redrawnAsPng(blob);
      kind = 'png';
    }
    return `data:image/${kind};base64,${base64(bytes)}`;
  } catch (error) {
    if (signal.aborted) throw error;
    console.error(`Card PDF: avatar ${name} left out`, error);
    return null;
  }
}

/**
 * Fetches the avatars of `names` not yet in `images` (a file shared by many cards is fetched
 * once), PARALLEL at a time; a missing one maps to the default avatar's picture when that exists.
 */
export async function loadAvatars(
  names: Iterable<string>,
  images: Map<string, string>,
  signal: AbortSignal,
): Promise<void> {
  const wanted = [...new Set(names)].filter((name) => name && !images.has(name));
  const queue = [...wanted];
  const work = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const data = await avatarDataUrl(name, signal);
      if (data) images.set(name, data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, work));
  const missing = wanted.filter((name) => !images.has(name));
  if (missing.length === 0) return;
  if (!images.has(DEFAULT_AVATAR)) {
    const fallback = await avatarDataUrl(DEFAULT_AVATAR, signal);
    if (fallback) images.set(DEFAULT_AVATAR, fallback);
  }
  const fallback = images.get(DEFAULT_AVATAR);
  if (fallback) for (const name of missing) images.set(name, fallback);
}
