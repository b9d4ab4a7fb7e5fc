import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Messages } from './assemble';

// Next to this file in the sources and in schema/dist alike (tsconfig copies i18n/**/*.json).
const folder = join(__dirname, '..', 'web');

/**
 * Every screen area's file of a language (web/<area>.<lang>.json), by path: a new area is a new
 * file, listed nowhere. The web client's build finds the same files by glob (web/src/modules/i18n).
 */
export function readAreas(lang: string): Record<string, Messages> {
  const suffix = `.${lang}.json`;
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith(suffix))
      .sort()
      .map((file) => [file, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Messages]),
  );
}
