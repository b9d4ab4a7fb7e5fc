import crypto from 'node:crypto';
import sharp from 'sharp';
import { DomainError } from './domain-error';
import type { Folder } from './file-store';

// A 1800×1800 PNG cropped from a detailed photo weighs 6 MB and more (measured in the browser
// journey of the dojo logo): 12 MB leaves room for any photograph at that size.
export const MAX_IMAGE_BYTES = 12 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 4000;

/** The box an image kind is drawn within (each module declares its kinds: domain-module.ts). */
export type ImageSize = { width: number; height: number };

/**
 * A seam for tests only: awaited before each decode, so that a test can hold an upload in the
 * middle of its decoding and see what else proceeds meanwhile. Production never sets it.
 */
export const decoding: { hold?: () => Promise<void> } = {};

const DATA_URL = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * Decodes a data URL and checks it by content (not by its declared type or a file name): PNG or
 * JPEG only, at most 12 MB and 4000 px a side. Throws a field error that leaves the record as it was.
 */
export async function readImage(dataUrl: string, field: string): Promise<Buffer> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw DomainError.invalid([{ field, key: 'images.invalid' }]);
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw DomainError.invalid([{ field, key: 'images.tooHeavy' }]);
  await decoding.hold?.();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw DomainError.invalid([{ field, key: 'images.invalid' }]);
    });
  const { format, width = 0, height = 0 } = metadata;
  if (format !== 'png' && format !== 'jpeg') throw DomainError.invalid([{ field, key: 'images.type' }]);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE)
    throw DomainError.invalid([{ field, key: 'images.tooLarge' }]);
  return bytes;
}

/** Re-encodes to PNG within the kind's size (never enlarging), dropping metadata such as EXIF. */
export async function toPng(bytes: Buffer, { width, height }: ImageSize): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/**
 * Stores an image in `folder` with a fresh random name and returns the name. Writing under a new
 * name, and deleting the old file only after the database write, means a failed save never
 * leaves a record pointing at a missing or half-written file.
 */
export async function storeImage(folder: Folder, png: Buffer): Promise<string> {
  const name = `${crypto.randomBytes(12).toString('hex')}.png`;
  await folder.put(name, png, 'image/png');
  return name;
}

export async function removeImage(folder: Folder, name: string | null | undefined): Promise<void> {
  if (!name || name === 'default.jpg' || name.includes('/') || name.includes('..')) return;
  await folder.remove(name);
}
