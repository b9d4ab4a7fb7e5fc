import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainModule, ServiceKit } from './domain-module';
import { MemoryLimiterStore } from './limiter-store';
import {
  buildServices,
  checkModuleNames,
  historyGuard,
  moduleAuditedTables,
  moduleEntities,
  moduleImages,
  moduleUniqueConstraints,
  RegistryError,
} from './module-registry';

const kit = {
  settings: { greeting: 'hola' },
  limits: new MemoryLimiterStore(),
  files: { folder: () => ({}), description: 'nowhere', close: async () => undefined },
  log: () => undefined,
} as unknown as Omit<ServiceKit, 'holdsHistory' | 'personalData' | 'reportViews'>;

const em = {} as EntityManager;

/** A module with only a name and what the case gives it. */
const named = (name: string, parts: Omit<DomainModule, 'name'>): DomainModule => ({ name, ...parts });

describe('the services the registry builds', () => {
  it('builds each after those it needs, hands it only those, and keeps the modules order', () => {
    const built = buildServices(
      [
        named('talks', {
          services: {
            talks: {
              needs: ['people'],
              create: (_kit: ServiceKit, handed: object) => ({ handed: Object.keys(handed) }),
            },
          },
        }),
        named('people', {
          services: {
            people: { create: ({ settings }: ServiceKit<{ greeting: string }>) => settings.greeting },
            places: { create: () => 'aquí' },
          },
        }),
      ],
      kit,
    );
    expect(Object.keys(built)).toEqual(['talks', 'people', 'places']);
    expect(built).toEqual({ talks: { handed: ['people'] }, people: 'hola', places: 'aquí' });
  });

  it('refuse a need that no module registers, saying which service needs what', () => {
    const modules = [named('talks', { services: { talks: { needs: ['people'], create: () => 1 } } })];
    expect(() => buildServices(modules, kit)).toThrow(
      new RegistryError('Service "talks" (module "talks") needs "people", which no module registers'),
    );
  });

  it('refuse one name registered by two modules', () => {
    const modules = [
      named('a', { services: { talks: { create: () => 1 } } }),
      named('b', { services: { talks: { create: () => 2 } } }),
    ];
    expect(() => buildServices(modules, kit)).toThrow('Service "talks" is registered by both "a" and "b"');
  });

  it('refuse services that need each other', () => {
    const modules = [
      named('a', { services: { first: { needs: ['second'], create: () => 1 } } }),
      named('b', { services: { second: { needs: ['first'], create: () => 2 } } }),
    ];
    expect(() => buildServices(modules, kit)).toThrow('Services need each other: first → second → first');
  });
});

describe('the lists the registry derives', () => {
  it('refuse two modules of one name', () => {
    expect(() => checkModuleNames([named('a', {}), named('a', {})])).toThrow(
      'Module "a" is registered by both "a" and "a"',
    );
  });

  it('refuse an entity two modules register', () => {
    class Thing {}
    expect(moduleEntities([named('a', { entities: [Thing] }), named('b', {})])).toEqual([Thing]);
    expect(() =>
      moduleEntities([named('a', { entities: [Thing] }), named('b', { entities: [Thing] })]),
    ).toThrow('Entity "Thing" is registered by both "a" and "b"');
  });

  it('refuse a unique constraint two modules name', () => {
    const taken = { field: 'name', key: 'members.duplicateMail' } as const;
    expect(moduleUniqueConstraints([named('a', { uniqueConstraints: { a_unique: taken } })])).toEqual({
      a_unique: taken,
    });
    expect(() =>
      moduleUniqueConstraints([
        named('a', { uniqueConstraints: { a_unique: taken } }),
        named('b', { uniqueConstraints: { a_unique: taken } }),
      ]),
    ).toThrow('Unique constraint "a_unique" is registered by both "a" and "b"');
  });

  it('refuse an image kind or folder two modules declare, and folders the shared list lacks or has over', () => {
    const logo = { kind: 'logo', folder: 'dojo', width: 10, height: 10 } as const;
    const avatar = { kind: 'avatar', folder: 'avatars', width: 5, height: 5 } as const;
    expect(
      moduleImages([named('a', { images: [logo] }), named('b', { images: [avatar] })], ['dojo', 'avatars']),
    ).toEqual([logo, avatar]);
    expect(() =>
      moduleImages([named('a', { images: [logo] }), named('b', { images: [logo] })], ['dojo']),
    ).toThrow('Image kind "logo" is registered by both "a" and "b"');
    expect(() =>
      moduleImages(
        [named('a', { images: [logo] }), named('b', { images: [{ ...avatar, folder: 'dojo' }] })],
        ['dojo'],
      ),
    ).toThrow('Image folder "dojo" is registered by both "a" and "b"');
    expect(() => moduleImages([named('a', { images: [logo] })], ['dojo', 'avatars'])).toThrow(
      'Image folders differ: "avatars" is declared by no module',
    );
    expect(() => moduleImages([named('a', { images: [logo, avatar] })], ['dojo'])).toThrow(
      'Image folders differ: "avatars" is not listed in @federa/schema/images',
    );
  });

  it('refuse an audited table two modules declare, or one the shared list lacks or has over', () => {
    const members = named('members', { auditedTables: ['asociado'] });
    expect(
      moduleAuditedTables([members, named('dojos', { auditedTables: ['dojo'] })], ['dojo', 'asociado']),
    ).toEqual(['asociado', 'dojo']);
    expect(() =>
      moduleAuditedTables([members, named('b', { auditedTables: ['asociado'] })], ['asociado']),
    ).toThrow('Audited table "asociado" is registered by both "members" and "b"');
    expect(() => moduleAuditedTables([members], ['asociado', 'dojo'])).toThrow(
      'Audited tables differ: "dojo" is declared by no module',
    );
    expect(() => moduleAuditedTables([members], [])).toThrow(
      'Audited tables differ: "asociado" is not listed in @federa/schema/validation/audit',
    );
  });

  it('ask each module whose rows keep a record, in module order, until one does', async () => {
    const asked: string[] = [];
    const guard = (name: string, answer: boolean) => async () => {
      asked.push(name);
      return answer;
    };
    const holds = historyGuard([
      named('fees', { history: { member: guard('fees', false), dojo: guard('batches', false) } }),
      named('grades', { history: { member: guard('grades', true) } }),
      named('courses', { history: { member: guard('enrolments', true) } }),
    ]);
    expect(await holds('member')(em, 1)).toBe(true);
    expect(asked).toEqual(['fees', 'grades']);
    expect(await holds('association')(em, 1)).toBe(false);
  });
});
