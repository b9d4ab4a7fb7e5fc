// The es tree, read from its files (assemble.ts). The web client's build has its own twin that
// globs the same files (web/src/modules/i18n/catalogue/es.ts, which web/vite.config.ts puts here).
import core from '../es.json';
import shared from '../web.es.json';
import { assemble } from './assemble';
import { readAreas } from './read-areas';

export default assemble(core, shared, readAreas('es'));
