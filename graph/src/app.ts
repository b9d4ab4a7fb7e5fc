import fs from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, {
  Router,
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
} from 'express';
import helmet from 'helmet';
import { translate } from '@federa/schema/i18n';
import { IMAGE_FOLDERS } from '@federa/schema/images';
import { bodyParsers, restUploadCalls } from './body-limits';
import { REPO_ROOT, type Config } from './config';
import { createGraphqlMiddleware } from './graphql/server';
import { healthRoutes, type Lifecycle } from './health';
import { requestLogging, type Logger } from './logging';
import { requestLanguage } from './rest/respond';
import { MODULES } from './modules';
import type { DomainModule } from './modules/common/domain-module';
import { createRestRouter } from './rest/router';
import { landingPage, signInPage } from './modules/public/landing-page';
import { inlineScriptSources } from './modules/public/inline-scripts';
import { LocalFileStore, type FileStore } from './modules/common/file-store';
import { S3FileStore } from './modules/common/file-store.s3';
import { PgLimiterStore } from './modules/common/limiter-store.pg';
import { moduleImages } from './modules/common/module-registry';
import { RetentionJob, retentionPolicies } from './modules/common/retention';
import { SessionCache } from './modules/auth/session-cache';
import { createServices, type Services } from './services';

/** Where the modules' built-in images live (the default avatar, the course template). */
const ASSETS = path.join(REPO_ROOT, 'graph/assets');

export type App = { app: Express; services: Services; stop: () => Promise<void> };

// Apollo Sandbox (the landing page of GET /graphql) is a page from Apollo's CDN.
const SANDBOX_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  fontSrc: ["'self'", 'https://fonts.gstatic.com'],
  frameSrc: ['https://sandbox.embed.apollographql.com'],
  imgSrc: ["'self'", 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  manifestSrc: ["'self'", 'https://apollo-server-landing-page.cdn.apollographql.com'],
};

const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * `upgrade-insecure-requests` and HSTS only when the page came over HTTPS (directly, or through a
 * trusted proxy that says so): over plain HTTP, as on a LAN address, they send every script and
 * stylesheet to an https:// that nothing serves, and the page stays blank.
 */
function securityHeaders(directives: Record<string, string[]>): RequestHandler {
  const secure = helmet({ contentSecurityPolicy: { directives } });
  const plain = helmet({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  return (req, res, next) => (req.secure ? secure : plain)(req, res, next);
}

export async function createApp(deps: {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  lifecycle: Lifecycle;
}): Promise<App> {
  const { orm, config, logger, lifecycle } = deps;
  const log = logger.log;
  // Rate limits are counted in the database: every server process on it counts together.
  const limits = new PgLimiterStore(orm.config.get('clientUrl')!);
  // Uploaded images: in a bucket when one is configured, so that every replica sees them.
  const files: FileStore = config.s3
    ? new S3FileStore(config.s3, log)
    : new LocalFileStore(config.uploadsDir, log);
  log(`[files] uploaded images are kept in the ${files.description}`);
  const services = createServices(config, limits, files, log);
  // Live sessions answered without a query per request; every process hears every session end.
  const sessions = new SessionCache(orm.config.get('clientUrl')!, log);
  await sessions.start();
  services.auth.useSessionCache(sessions);
  // The audit log and the contact messages are kept for their retention, then deleted.
  const retention = new RetentionJob(orm, retentionPolicies(MODULES, config), log);
  retention.start();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger));
  // A stopping server tells keep-alive clients to reconnect elsewhere with its last answers,
  // including those to requests it took before the stop began.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (lifecycle.draining) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });
  app.use(healthRoutes(orm, lifecycle));

  // The sign-in page's one inline script, allowed by its hash.
  const scriptSrc = [...APP_CSP.scriptSrc, ...inlineScriptSources(config.webDist)];
  // A card or Bizum payment is a form the browser posts to Redsys's page (the local gateway is 'self').
  const gateway = config.payments.redsys;
  const formAction = [
    ...APP_CSP.formAction,
    ...(gateway && !gateway.local ? [new URL(gateway.url).origin] : []),
  ];
  const appHeaders = securityHeaders({ ...APP_CSP, scriptSrc, formAction });
  const sandboxHeaders = securityHeaders(SANDBOX_CSP);
  app.use((req, res, next) =>
    req.path === '/graphql' && req.method === 'GET'
      ? sandboxHeaders(req, res, next)
      : appHeaders(req, res, next),
  );

  const graphql = await createGraphqlMiddleware({ orm, services, modules: MODULES, config, log });
  const liveSession = (req: Request) =>
    services.auth.authenticate(orm.em.fork(), req.get('authorization')).then(
      (caller) => caller !== null,
      () => false,
    );
  // GraphQL has one route: every request of a session may be an image mutation.
  app.use('/graphql', bodyParsers(config, { takesImages: () => true, liveSession }), graphql.middleware);
  app.use(
    '/v1',
    bodyParsers(config, {
      urlencoded: true,
      takesImages: restUploadCalls(MODULES.flatMap((module: DomainModule) => module.uploadRoutes ?? [])),
      liveSession,
    }),
    createRestRouter({ orm, services, log }, MODULES),
  );
  const site = Router();
  for (const module of MODULES as readonly DomainModule[])
    module.siteRoutes?.(site, { orm, services, log, publicUrl: config.publicUrl });
  app.use(site);

  // Uploaded images (part 1 §7, part 2 §7), each kind a module's: dojo logos, member avatars and
  // course posters, with the default avatar and the course template built in.
  const images = moduleImages(MODULES, IMAGE_FOLDERS);
  for (const { folder } of images) app.use(`/${folder}`, files.folder(folder).serve());
  for (const { folder, builtIn = [] } of images)
    for (const { name, maxAge } of builtIn)
      app.get(`/${folder}/${name}`, (_req, res) =>
        maxAge ? res.sendFile(path.join(ASSETS, name), { maxAge }) : res.sendFile(path.join(ASSETS, name)),
      );
  const imagePaths = new RegExp(`^/(${images.map(({ folder }) => folder).join('|')})/`);
  app.use((req, res, next) => (imagePaths.test(req.path) ? res.status(404).end() : next()));

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    // The web client's files go compressed (a third of their size on a phone's connection). The
    // API answered above: its exports stream as they are written.
    app.use(compression());
    // Hashed file names change with their content: a year, never asked again.
    app.use(
      '/assets',
      express.static(path.join(config.webDist, 'assets'), { index: false, immutable: true, maxAge: '1y' }),
    );
    app.get(
      '/:lang',
      landingPage({ orm, services, webDist: config.webDist, publicUrl: config.publicUrl, log }),
    );
    app.get(['/:lang/app', '/:lang/app/'], signInPage(config.webDist));
    app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
    // Client-side routes (/{lang}/app/...) all load the single page, asked afresh each time so a
    // new release is picked up at once.
    app.get(/^\/(?!v1\/|graphql|assets\/).*/, (_req, res) =>
      res.set('Cache-Control', 'no-cache').sendFile(path.join(config.webDist, 'index.html')),
    );
  }

  const handleError: ErrorRequestHandler = (error, req, res, _next) => {
    const lang = requestLanguage(req);
    const status = typeof error?.status === 'number' ? error.status : 500;
    const key =
      status === 413 ? 'common.payloadTooLarge' : status < 500 ? 'common.invalidInput' : 'common.internal';
    if (status >= 500) log(`[http] ${req.method} ${req.path}: ${error?.stack ?? error}`, 'error');
    const message = translate(lang, key);
    // Refused before GraphQL read it (a body too large, not JSON): still answered as GraphQL.
    if (req.path === '/graphql') {
      const code =
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
      return;
    }
    res.status(status).json({ estado: 1, res: { mensaje: message } });
  };
  app.use(handleError);

  const stop = async () => {
    await retention.stop();
    await graphql.stop();
    await limits.close();
    await sessions.close();
    await files.close();
  };
  return { app, services, stop };
}
