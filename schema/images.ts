/**
 * The folders uploaded images are served from (`/{folder}/{name}`): dojo logos, member avatars,
 * course posters. The server's modules declare their image kinds in these folders (a server test
 * checks both lists agree) and the web's dev server proxies them to the API (web/vite.config.ts).
 */
export const IMAGE_FOLDERS = ['dojo', 'avatars', 'curso'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
