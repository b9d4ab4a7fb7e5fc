// The fr tree, read from its files (assemble.ts). The web client's build has its own twin that
// globs the same files (web/src/modules/i18n/catalogue/fr.ts, which web/vite.config.ts puts here).
import core from '../fr.json';
import shared from '../web.fr.json';
import { assemble } from './assemble';
import { readAreas } from './read-areas';

export default assemble(core, shared, readAreas('fr'));
