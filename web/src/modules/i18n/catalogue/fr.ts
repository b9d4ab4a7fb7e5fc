// The fr tree for the client: the build finds every screen area's file (web/<area>.fr.json), so
// a new area is a new file, imported nowhere. web/vite.config.ts serves this file for
// @federa/schema/i18n/catalogue/fr; Node (the server, jest) reads the folder instead.
import core from '@federa/schema/i18n/fr.json';
import shared from '@federa/schema/i18n/web.fr.json';
import { assemble, type Messages } from '@federa/schema/i18n/catalogue/assemble';

export default assemble(
  core,
  shared,
  import.meta.glob<Messages>('@federa/schema/i18n/web/*.fr.json', { eager: true, import: 'default' }),
);
