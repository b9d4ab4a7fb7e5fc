// The en tree, read from its files (assemble.ts). The web client's build has its own twin that
// globs the same files (web/src/modules/i18n/catalogue/en.ts, which web/vite.config.ts puts here).
import core from '../en.json';
import shared from '../web.en.json';
import { assemble } from './assemble';
import { readAreas } from './read-areas';

export default assemble(core, shared, readAreas('en'));
