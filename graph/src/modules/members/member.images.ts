import type { ImageDeclaration } from '../common/domain-module';

/** Member avatars (part 1 §9): 100 px square; 'default.jpg', built in, for those without one. */
export const AVATAR_IMAGE = {
  kind: 'avatar',
  folder: 'avatars',
  width: 100,
  height: 100,
  builtIn: [{ name: 'default.jpg' }],
} as const satisfies ImageDeclaration;
