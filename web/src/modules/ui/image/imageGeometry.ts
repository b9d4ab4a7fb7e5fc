// The arithmetic of the image crop (part 1 §2 "Image upload with crop", §9): no DOM, no canvas,
// so it is unit tested on its own and stays out of the lazily loaded crop chunk's way.

/**
 * square: dojo logos; portrait: documents (210/297, an A4 sheet); poster: course posters (210/297
 * at the size the server keeps, an A4 page at 150 dpi); avatar: member pictures.
 */
export type ImageShape = 'square' | 'portrait' | 'poster' | 'avatar';

export type Size = { width: number; height: number };
/** A rectangle in the source image's own pixels (react-easy-crop's croppedAreaPixels). */
export type Area = { x: number; y: number; width: number; height: number };

export const PORTRAIT_ASPECT = 210 / 297;
const LONG_SIDE = 1800;
const AVATAR_SIDE = 100;
/** Posters are re-encoded by the server at most this size: sending more pixels would be waste. */
const POSTER_SIZE: Size = { width: 1240, height: 1754 };

/** Width / height of the crop frame. */
export function cropAspect(shape: ImageShape): number {
  return shape === 'portrait' || shape === 'poster' ? PORTRAIT_ASPECT : 1;
}

/** The exported PNG's size: 1800×1800, 1273×1800 (portrait), 1240×1754 (poster) or 100×100 (avatar). */
export function outputSize(shape: ImageShape): Size {
  if (shape === 'avatar') return { width: AVATAR_SIDE, height: AVATAR_SIDE };
  if (shape === 'poster') return POSTER_SIZE;
  if (shape === 'portrait') return { width: Math.round(LONG_SIDE * PORTRAIT_ASPECT), height: LONG_SIDE };
  return { width: LONG_SIDE, height: LONG_SIDE };
}

/** The nine arguments of CanvasRenderingContext2D.drawImage after the image. */
export type DrawArguments = {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
};

/**
 * Maps the chosen crop of an image onto an output canvas. The crop frame fills the canvas; a frame
 * that reaches past the image's edges (rounding, or an image smaller than the frame) draws only
 * the part inside the image, at the same scale, and leaves the rest transparent rather than
 * stretching the picture. Null when the crop does not touch the image at all.
 */
export function drawArguments(crop: Area, image: Size, output: Size): DrawArguments | null {
  if (crop.width <= 0 || crop.height <= 0) return null;
  const left = Math.max(0, crop.x);
  const top = Math.max(0, crop.y);
  const right = Math.min(image.width, crop.x + crop.width);
  const bottom = Math.min(image.height, crop.y + crop.height);
  if (right <= left || bottom <= top) return null;
  const scaleX = output.width / crop.width;
  const scaleY = output.height / crop.height;
  return {
    sx: left,
    sy: top,
    sw: right - left,
    sh: bottom - top,
    dx: (left - crop.x) * scaleX,
    dy: (top - crop.y) * scaleY,
    dw: (right - left) * scaleX,
    dh: (bottom - top) * scaleY,
  };
}
