import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { ClientBase } from 'pg';
import type { FieldError } from '@federa/schema/validation/auth';
import type { ImageFolder } from '@federa/schema/images';
import type { Log } from '../../logging';
import type { RestDeps } from '../../rest/respond';
import type { FileStore } from './file-store';
import type { ImageSize } from './images';
import type { LimiterStore } from './limiter-store';
import type { PersonalDataPart } from './personal-data';
import type { ViewSpec } from './report-view';
import type { RetentionPolicy } from './retention';

/**
 * What a service's factory is handed when the server starts: the module's settings (the part of
 * the configuration it declares, as `settings`' type), the shared kits, and two checks the other
 * modules fill: which of them hold history of a record, and the person's data each one holds.
 */
export type ServiceKit<Settings = unknown> = {
  settings: Settings;
  files: FileStore;
  /** Where rate limits are counted (the database, so that every process counts together). */
  limits: LimiterStore;
  log: Log;
  /** Whether any module holds rows that keep this record (its `history` guards, in module order). */
  holdsHistory: (record: HistoryRecord) => HistoryGuard;
  /** Each module's part of a person's data (personal-data.ts), in module order. */
  personalData: readonly PersonalDataPart[];
  /** Every module's report views, in module order (the order the report screen offers them). */
  reportViews: readonly ViewSpec[];
};

/**
 * A service, built once per server and shared by both doors. `needs` names the services of other
 * modules it is handed (built first); its factory types them as it uses them, so a module names
 * no other module's service class.
 */
export type ServiceDefinition = {
  needs?: readonly string[];
  // `never`: each factory declares the settings and services it takes (checked in services.ts).
  create: (kit: ServiceKit<never>, services: never) => unknown;
};

/** The records other modules' rows keep (a delete of one with history is refused). */
export type HistoryRecord = 'association' | 'dojo' | 'member';
export type HistoryGuard = (em: EntityManager, id: number) => Promise<boolean>;

/**
 * An uploaded image kind: served at `/{folder}/{name}`, drawn within this size. `builtIn` files
 * ship in graph/assets and are served from the folder under their name (the default avatar).
 */
export type ImageDeclaration = ImageSize & {
  kind: string;
  folder: ImageFolder;
  builtIn?: readonly { name: string; maxAge?: string }[];
};

/**
 * Everything a domain contributes to the server. The registry (modules/index.ts) lists the
 * modules; the bootstrap (app.ts, services.ts, database/entities.ts) and the door kits
 * (graphql/schema.ts, graphql/loaders.ts, rest/router.ts) compose whatever they are given and
 * name no domain, so a new domain is one more line in the registry.
 */
export type DomainModule = {
  name: string;
  /**
   * False when the web client has no module of its own for it (web/src/modules/index.ts): other
   * modules' screens make its calls. web/src/modules/modules.test.ts holds both registries to it.
   */
  webModule?: false;
  /** Its services, by the name the doors reach them with (`ctx.services.<name>`). */
  services?: Record<string, ServiceDefinition>;
  /** Its MikroORM entities. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: readonly Function[];
  /**
   * Its unique constraints behind a duplicate check, and the field error that check gives: a
   * save that loses a race at the database answers as if the check had caught it.
   */
  uniqueConstraints?: Record<string, FieldError>;
  /**
   * Its tables the audit log's triggers follow: the record kinds of the log, each listed in
   * @federa/schema/validation/audit (the log's filter, on both sides).
   */
  auditedTables?: readonly string[];
  /** Its uploaded image kinds (each folder listed in @federa/schema/images). */
  images?: readonly ImageDeclaration[];
  /** Rows of its own that keep another module's record (a member with fees is not deleted). */
  history?: Partial<Record<HistoryRecord, HistoryGuard>>;
  /** The subjects it offers the report builder (`permisos_vista`), in the order offered. */
  reportViews?: readonly ViewSpec[];
  /** Its part of a person's data: the export's sections and the erasure. */
  personalData?: PersonalDataPart;
  /**
   * Rows every installation needs (countries, belts), upserted at every start inside the
   * transaction of database/reference.ts.
   */
  referenceData?: (db: ClientBase) => Promise<void>;
  // TypeGraphQL takes resolver classes of any shape.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: readonly Function[];
  loaders?: (em: EntityManager) => object;
  restRoutes?: (router: Router, deps: RestDeps) => void;
  /**
   * Its `/v1` calls that carry a file as base64 (a logo, an avatar, a spreadsheet): read with the
   * larger body limit, from a live session only (body-limits.ts).
   */
  uploadRoutes?: readonly string[];
  /**
   * Paths outside `/v1` that programs other than the app fetch (a calendar feed), mounted before
   * the web client's pages; they answer their own format, not the legacy JSON.
   */
  siteRoutes?: (router: Router, deps: RestDeps & { publicUrl?: string }) => void;
  /** Rows the module keeps only for a while, and for how long (retention.ts applies them). */
  retention?: (settings: never) => readonly RetentionPolicy[];
};

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type ServicesOfOne<M> = M extends { services: infer S }
  ? { [K in keyof S]: S[K] extends { create: (...args: never[]) => infer T } ? T : never }
  : never;
type SettingsOfOne<M> =
  | (M extends { services: infer S }
      ? {
          [K in keyof S]: S[K] extends { create: (kit: ServiceKit<infer C>, ...rest: never[]) => unknown }
            ? C
            : never;
        }[keyof S]
      : never)
  | (M extends { retention: (settings: infer C) => unknown } ? C : never);
type NeedsOfOne<M> = M extends { services: infer S }
  ? {
      [K in keyof S]: S[K] extends { create: (kit: never, services: infer D) => unknown } ? D : never;
    }[keyof S]
  : never;

/** The services of every module, as the doors see them (`ctx.services`). */
export type ServicesOf<M> = Intersection<ServicesOfOne<M>>;
/** What the configuration must hold for every module (the bootstrap's Config is checked against it). */
export type SettingsOf<M> = Intersection<SettingsOfOne<M>>;
/** The services the modules' factories are handed, as they type them. */
export type NeedsOf<M> = Intersection<NeedsOfOne<M>>;
