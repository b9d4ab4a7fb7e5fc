import { IMAGE_FOLDERS } from '@federa/schema/images';
import { loadConfig } from './config';
import { MODULES } from './modules';
import type { DomainModule } from './modules/common/domain-module';
import { LocalFileStore } from './modules/common/file-store';
import { MemoryLimiterStore } from './modules/common/limiter-store';
import {
  checkModuleNames,
  moduleEntities,
  moduleImages,
  moduleUniqueConstraints,
} from './modules/common/module-registry';
import { createServices } from './services';

const modules: readonly DomainModule[] = MODULES;

/** The registry as the server starts it: every list derived from the modules, none contradicting. */
describe('the modules registered', () => {
  it('give the services both doors reach', () => {
    const services = createServices(
      loadConfig({ NODE_ENV: 'test' }),
      new MemoryLimiterStore(),
      new LocalFileStore('/nonexistent'),
    );
    expect(Object.keys(services).sort()).toEqual(
      [
        'audit',
        'auth',
        'billing',
        'payments',
        'statements',
        'associations',
        'cards',
        'contact',
        'courses',
        'calendars',
        'courseExports',
        'dojos',
        'enrolment',
        'fees',
        'geo',
        'grades',
        'members',
        'reports',
        'reportTemplates',
        'sepa',
        'validations',
      ].sort(),
    );
  });

  it('have distinct names, entities and unique constraints', () => {
    expect(() => checkModuleNames(modules)).not.toThrow();
    expect(moduleEntities(modules)).toHaveLength(41);
    expect(Object.keys(moduleUniqueConstraints(modules)).sort()).toEqual([
      'asociacion_nombre_unique',
      'asociacion_serie_unique',
      'asociado_mail_lower_unique',
      'asociado_num_acae_unique',
      'cuota_asociado_anio_unique',
      'dojo_asoc_nombre_unique',
      'mandato_activo_unico',
      'mandato_referencia_unica',
      'plantilla_autor_app_nombre_unique',
    ]);
  });

  // The web's dev server proxies the folders of the shared list (web/vite.config.ts).
  it('declare the image kinds of part 1 §9 in the folders of the shared list', () => {
    const sizes = moduleImages(modules, IMAGE_FOLDERS).map(({ kind, folder, width, height }) => ({
      kind,
      folder,
      width,
      height,
    }));
    expect(sizes).toEqual(
      expect.arrayContaining([
        { kind: 'logo', folder: 'dojo', width: 1800, height: 1800 },
        { kind: 'avatar', folder: 'avatars', width: 100, height: 100 },
        { kind: 'poster', folder: 'curso', width: 1240, height: 1754 },
      ]),
    );
    expect(sizes).toHaveLength(IMAGE_FOLDERS.length);
  });
});
