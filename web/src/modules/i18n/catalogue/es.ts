// The es tree for the client: the build finds every screen area's file (web/<area>.es.json), so
// a new area is a new file, imported nowhere. web/vite.config.ts serves this file for
// @federa/schema/i18n/catalogue/es; Node (the server, jest) reads the folder instead.
import core from '@federa/schema/i18n/es.json';
import shared from '@federa/schema/i18n/web.es.json';
import { assemble, type Messages } from '@federa/schema/i18n/catalogue/assemble';

export default assemble(
  core,
  shared,
  import.meta.glob<Messages>('@federa/schema/i18n/web/*.es.json', { eager: true, import: 'default' }),
);
