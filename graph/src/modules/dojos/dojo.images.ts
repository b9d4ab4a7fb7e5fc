import type { ImageDeclaration } from '../common/domain-module';

/** Dojo logos (part 1 §9): square, 1800 px. */
export const LOGO_IMAGE = {
  kind: 'logo',
  folder: 'dojo',
  width: 1800,
  height: 1800,
} as const satisfies ImageDeclaration;
