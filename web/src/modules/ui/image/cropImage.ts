import { drawArguments, outputSize, type Area, type ImageShape } from './imageGeometry';

/** Loads an image (an object URL of the picked file); rejects when the browser cannot decode it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = src;
  });
}

/**
 * Draws the chosen crop on a canvas of the shape's output size (part 1 §9) and returns it as a PNG
 * data URL, ready for the save call. Only this module (loaded with the crop dialog) touches canvas.
 */
export async function cropToDataUrl(src: string, crop: Area, shape: ImageShape): Promise<string> {
  const image = await loadImage(src);
  const size = outputSize(shape);
  const args = drawArguments(crop, { width: image.naturalWidth, height: image.naturalHeight }, size);
  if (!args) throw new Error('empty crop');
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const { sx, sy, sw, sh, dx, dy, dw, dh } = args;
  context.drawImage(image, sx, sy, sw, sh, dx, dy, dw, dh);
  return canvas.toDataURL('image/png');
}
