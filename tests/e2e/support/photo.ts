import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A small deterministic generator, so every run uploads the very same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * A photo-like JPEG (soft coloured shapes, a fine texture and sensor noise), made in the test
 * rather than committed. What matters is that it compresses like a detailed photograph: an
 * 1800×1800 PNG cropped from it weighs about 6 MB, more than the old 5 MB image limit.
 */
async function drawPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const next = random(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const blobs = Array.from({ length: 12 }, () => ({
    x: next() * width,
    y: next() * height,
    size: (0.1 + next() * 0.4) * width,
    colour: [next() * 255, next() * 255, next() * 255],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = [90 + (60 * y) / height, 110, 140 - (50 * y) / height];
      let weight = 1;
      for (const blob of blobs) {
        const k = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.size ** 2) * 3;
        colour[0] += blob.colour[0] * k;
        colour[1] += blob.colour[1] * k;
        colour[2] += blob.colour[2] * k;
        weight += k;
      }
      const texture = 18 * Math.sin(x * 0.07 + Math.sin(y * 0.05) * 3) * Math.sin(y * 0.09 + x * 0.01);
      for (let i = 0; i < 3; i++) {
        const noise = (next() + next() + next() - 1.5) * 14;
        pixels[(y * width + x) * 3 + i] = Math.max(0, Math.min(255, colour[i] / weight + texture + noise));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The photo, drawn once per machine (some seconds of CPU) and then read from a file: the drawing
 * is deterministic, so the file holds the very same picture. Its name carries the drawing code's
 * hash: a changed drawing is drawn again.
 */
export async function photoLikeJpeg(width = 2400, height = 1800, seed = 7): Promise<Buffer> {
  const code = crypto.createHash('sha256').update(`${random}${drawPhoto}`).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `federa-e2e-photo-${width}x${height}-${seed}-${code}.jpg`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const photo = await drawPhoto(width, height, seed);
  // Written under a name of its own, then renamed: a worker never reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, photo);
  fs.renameSync(partial, file);
  return photo;
}
