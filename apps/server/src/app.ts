import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, isWebPagePath } from '@nethub/contract';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService, type AccountService } from './modules/account/account.service.js';
import { createAccessTokens } from './modules/auth/access-token.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createPasswordHasher } from './lib/secrets.js';
import { createSessionGuard } from './modules/auth/session-guard.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { createTwoFactorService } from './modules/auth/two-factor.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createReadiness, databaseCheck, type Readiness } from './modules/health/readiness.js';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes.js';
import {
  createMailer,
  createOutboxTransport,
  createSmtpTransport,
  type MailTransport,
} from './modules/mail/mailer.js';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { meetingsRoutes } from './modules/meetings/meetings.routes.js';
import {
  createMeetingsService,
  type MeetingsService,
} from './modules/meetings/meetings.service.js';
import { createOnboardingService } from './modules/onboarding/onboarding.service.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { devicesRoutes } from './modules/devices/devices.routes.js';
import { createEventBus } from './lib/events.js';
import { createRateLimitStore } from './lib/rate-limit-store.js';
import { openRedis } from './lib/redis.js';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.js';
import { createBookmarksService } from './modules/bookmarks/bookmarks.service.js';
import { connectionsRoutes } from './modules/connections/connections.routes.js';
import { createConnectionsService } from './modules/connections/connections.service.js';
import { ownerConsoleRoutes } from './modules/console/console.routes.js';
import { createOwnerConsoleService } from './modules/console/console.service.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { createLeadsService, type LeadsService } from './modules/leads/leads.service.js';
import { createMemberCards } from './modules/members/member-cards.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { rewardsRoutes } from './modules/rewards/rewards.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes.js';
import { createSuggestionsService } from './modules/suggestions/suggestions.service.js';
import { ledgerRoutes } from './modules/ledger/ledger.routes.js';
import { createLedgerService } from './modules/ledger/ledger.service.js';
import { createRewardsService } from './modules/rewards/rewards.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { createGrantTokens } from './modules/chat/grant-token.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { createGroupsService } from './modules/groups/groups.service.js';
import { createPlanReader } from './modules/subscriptions/subscriptions.read-model.js';
import { subscribeNotifications } from './modules/notifications/notifications.events.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createWebPushSender } from './modules/notifications/web-push.js';
import { createDevicesService } from './modules/devices/devices.service.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { createRealtimeGateway } from './modules/realtime/gateway.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { filesRoutes } from './modules/media/files.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createMediaService } from './modules/media/media.service.js';
import { createLocalStorage } from './modules/media/storage.js';
import { createS3Storage } from './modules/media/storage-s3.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { createProfileService } from './modules/profile/profile.service.js';
import {
  pairRowWith,
  standingOf,
  type PairRow,
} from './modules/connections/connections.read-model.js';
import { listenForOrganizations } from './modules/organizations/organizations.service.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { createAuthHooks } from './plugins/authenticate.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerInputHygiene } from './plugins/input-hygiene.js';
import { registerOpenApi } from './plugins/openapi.js';
import { htmlPage, registerSecurityHeaders, withStyleNonce } from './plugins/security-headers.js';
import { createMetrics, registerMetrics, type Metrics } from './plugins/metrics.js';
import { loggerOptions, requestIdFrom } from './plugins/request-logging.js';
import { createResponseSerializer } from './plugins/response-serializer.js';
import { sitemapRoute } from './plugins/sitemap.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createEventsService } from './modules/events/events.service.js';
import { createOrganizationAccess } from './modules/groups/organization-access.js';
import { createStripeProvider, createTestProvider } from './modules/payments/payment-provider.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.js';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where mail goes; by default SMTP when configured, else the embedded outbox. */
  mailTransport?: MailTransport;
  /** Where the log goes (tests capture it); stdout by default. */
  logStream?: DestinationStream;
};

export async function buildApp({
  config,
  database,
  mailTransport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, config.mailFrom)
    : createOutboxTransport(database.db),
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // X-Request-Id: a sane incoming id is kept (and logged as reqId), otherwise a UUID.
    genReqId: requestIdFrom,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: config.env === 'test' }));
  registerErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
  const metrics = createMetrics({ poolStats: database.poolStats });
  registerMetrics(app, metrics, config.metricsToken);
  app.decorate('metrics', metrics);
  // Readiness checks: the database here; Redis registers its own below.
  const readiness = createReadiness({ checks: [databaseCheck(database.db)] });
  app.decorate('readiness', readiness);

  // The server enforces the same input hygiene as the web client (ARCHITECTURE §3), and
  // refuses hostile input (NUL, unpaired surrogates, deep JSON) with a 400 (decision 011).
  registerInputHygiene(app);

  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  // Runs before the rate-limit plugin's own onRoute hook, which reads route.config.rateLimit.
  if (!config.rateLimits)
    app.addHook('onRoute', (route) => void (route.config = { ...route.config, rateLimit: false }));
  // One Redis connection per instance (lib/redis.ts), shared by the rate limiter and the
  // real-time gateway; both carry on in-process while Redis is away.
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  app.addHook('onClose', async () => redis?.close());
  await app.register(rateLimit, {
    store: createRateLimitStore(redis, app.log),
    global: config.rateLimitGlobal > 0,
    max: config.rateLimitGlobal || 1,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: 'TOO_MANY_REQUESTS',
      details: { retryAfter: context.after },
    }),
    enableDraftSpec: true,
  });

  const accessTokens = createAccessTokens(config.jwtSecret);
  // Every authenticated request and socket asks whether its session still stands (ADR 012);
  // instances tell each other of ended sessions over Redis (ADR 039).
  const sessions = createSessionGuard(database.db, {
    cacheMs: config.sessionCacheMs,
    heardCacheMs: config.sessionCacheMs,
    hears: () => !redis || redis.status() === 'ok',
  });
  redis?.onRestored(() => sessions.forgetAll());
  const hooks = createAuthHooks(accessTokens, sessions);
  // Before any route: the document collects every route as it is registered (decision 013).
  await registerOpenApi(app, { publicUrl: config.publicUrl, hooks });
  const jobs = createJobQueue({ executor: database.executor, log: app.log, options: config.jobs });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailTransport.close();
  });
  metrics.gauge({
    name: 'jobs',
    help: 'Durable jobs by state: queued (waiting for a first run or a retry), active, failed (the dead-letter list).',
    labelNames: ['state'],
    collect: async () =>
      Object.entries(await jobs.stats()).map(([state, value]) => ({ labels: { state }, value })),
  });
  const events = createEventBus({ jobs, log: app.log });
  const mailer = createMailer(mailTransport, jobs);
  const passwords = createPasswordHasher(config.passwordHashCost ?? 'standard');
  const twoFactor = createTwoFactorService({
    db: database.db,
    passwords,
    serverSecret: config.jwtSecret,
    throttleChecks: config.rateLimits,
  });
  const auth = createAuthService({
    db: database.db,
    twoFactor,
    mailer,
    events,
    accessTokens,
    publicUrl: config.publicUrl,
    throttleSignIn: config.rateLimits,
    passwords,
    sessionsEnded: (sessionIds) => {
      sessions.ended(sessionIds);
      realtime.endSessions(sessionIds);
    },
    accountSuspended: (userId) => {
      sessions.forgetUser(userId);
      realtime.endUserSessions(userId);
    },
  });
  const diskStorage = config.s3
    ? undefined
    : createLocalStorage(path.join(config.dataDir, 'files'), `${config.jwtSecret}:files`);
  const storage = config.s3 ? createS3Storage(config.s3) : diskStorage!;
  const media = createMediaService({
    db: database.db,
    storage,
    events,
    canSeeGroup: (userId, groupId) =>
      groups.access(userId, groupId).then(
        (seen) => seen.isMember,
        () => false,
      ),
  });
  const avatarUrl = (key: string) => storage.signDownload(key, { contentType: 'image/*' });
  const connections = createConnectionsService({
    db: database.db,
    events,
    mailer,
    publicUrl: config.publicUrl,
    avatarUrl,
  });
  const profiles = createProfileService({
    db: database.db,
    events,
    avatars: { keyOf: (userId, mediaId) => media.ownedImageKey(userId, mediaId), urlOf: avatarUrl },
    standing: {
      pairRead: pairRowWith,
      standingOf: (viewerId, member, pair) => standingOf(viewerId, member, pair as PairRow | null),
    },
  });
  const memberCards = createMemberCards(database.db, avatarUrl);
  // Leads and rewards refer to each other (a lead passed under a reward; a reward's leads).
  const leads = createLeadsService({
    db: database.db,
    events,
    memberCards,
    isConnected: (a, b) => connections.isConnected(a, b),
    isRewardOffered: (me, receiverId, rewardId) => rewards.isOfferedBy(me, receiverId, rewardId),
    rewardOwner: (rewardId) => rewards.ownerOf(rewardId),
  });
  const rewards = createRewardsService({
    db: database.db,
    events,
    memberCards,
    areConnected: (me, others) => connections.areAllConnected(me, others),
    generatedLeads: (rewardId, viewer) => leads.generatedSummary(rewardId, viewer),
  });
  const groups = createGroupsService({
    db: database.db,
    events,
    memberCards,
    plans: createPlanReader(database.db),
    pictureUrl: avatarUrl,
  });
  const reviews = createReviewsService({ db: database.db, events, memberCards, groups });
  const posts = createPostsService({
    db: database.db,
    events,
    memberCards,
    media,
    groups,
    // The gateway is made below; the feed pushes only once the app runs.
    fanOut: {
      toEveryone: (event, payload) => realtime.toEveryone(event, payload),
      toUsers: (userIds, event, payload) => realtime.toUsers(userIds, event, payload),
    },
  });
  const realtime = createRealtimeGateway({
    server: app.server,
    accessTokens,
    sessions,
    recheckMs: config.sessionRecheckMs,
    redis,
    log: app.log,
  });
  app.addHook('preClose', async () => realtime.close());
  readiness.register(realtime.readyCheck);
  metrics.gauge({
    name: 'realtime_sockets_connected',
    help: 'Real-time (socket.io) clients connected to this instance.',
    collect: () => realtime.io.engine.clientsCount,
  });
  const notifications = createNotificationsService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    push: (userId, event, payload) => realtime.toUser(userId, event, payload),
    webPush: config.vapid ? createWebPushSender(config.vapid) : undefined,
    devices: createDevicesService(database.db),
    jobs,
    memberCards,
    relationships: (me, members) => connections.relationships(me, members),
  });
  subscribeNotifications(events, notifications, groups);
  const chat = createChatService({
    db: database.db,
    events,
    memberCards,
    media,
    fanOut: realtime,
    mayMessage: async (me, other) =>
      (await connections.isConnected(me, other)) || (await groups.shareAny(me, other)),
    areConnected: (me, others) => connections.areAllConnected(me, others),
    groupChat: (groupId) => groups.chatInfo(groupId),
  });
  const grants = createGrantTokens(config.jwtSecret);
  registerChatSocket(realtime.io, chat, grants);
  const testProvider = config.stripe
    ? undefined
    : createTestProvider({ publicUrl: config.publicUrl, secret: config.jwtSecret });
  const payments = createPaymentsService({
    db: database.db,
    provider: config.stripe ? createStripeProvider(config.stripe) : testProvider!,
  });
  const organizationAccess = createOrganizationAccess(database.db);
  const subscriptions = createSubscriptionsService({
    db: database.db,
    events,
    mailer,
    publicUrl: config.publicUrl,
    auth,
    groups,
    payments,
    access: organizationAccess,
    memberCards,
    avatars: {
      keyOf: (ownerId, mediaId) => media.ownedImageKey(ownerId, mediaId),
      urlOf: avatarUrl,
      adopt: (userId, key) => profiles.adoptAvatar(userId, key),
    },
  });
  const groupEvents = createEventsService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    payments,
    access: organizationAccess,
    pictureUrl: avatarUrl,
  });
  listenForOrganizations(database.db, events);
  const organizations = createOwnerConsoleService({
    db: database.db,
    events,
    mailer,
    publicUrl: config.publicUrl,
    access: organizationAccess,
    auth,
    groups,
    subscriptions,
    eventsService: groupEvents,
    payments,
    memberCards,
    pictures: {
      keyOf: (ownerId, mediaId) => media.ownedPictureKey(ownerId, mediaId),
      urlOf: avatarUrl,
    },
  });
  const account = createAccountService({
    db: database.db,
    storage,
    jobs,
    mailer,
    auth,
    twoFactor,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const onboarding = createOnboardingService(database.db, events);
  const meetings = createMeetingsService({
    db: database.db,
    events,
    mailer,
    jobs,
    publicUrl: config.publicUrl,
    memberCards,
    isConnected: (a, b) => connections.isConnected(a, b),
    bookingLinkOf: async (userId) => (await profiles.getMine(userId)).profile.meetingUrl,
  });
  const bookmarks = createBookmarksService(database.db);
  bookmarks.registerTarget('connections', (userId, id) => connections.canSeeConnection(userId, id));
  bookmarks.registerTarget('leads', (userId, id) => leads.canSee(userId, id));
  bookmarks.registerTarget('posts', (userId, id) => posts.canSee(userId, id));
  // What can be reported, as the owning modules see it and take it down (ADR 029).
  const reports = createReportsService({ db: database.db, mailer, publicUrl: config.publicUrl });
  reports.registerTarget('post', {
    find: (me, id) => posts.reportable(me, id),
    remove: (id, tx) => posts.removeByModerator(id, tx),
  });
  reports.registerTarget('response', {
    find: (me, id) => posts.reportableResponse(me, id),
    remove: (id, tx) => posts.removeResponseByModerator(id, tx),
  });
  reports.registerTarget('message', {
    find: (me, id) => chat.reportable(me, id),
    remove: (id, tx) => chat.removeByModerator(id, tx),
  });
  reports.registerTarget('review', {
    find: (me, id) => reviews.reportable(me, id),
    remove: (id, tx) => reviews.removeByModerator(id, tx),
  });
  // A profile is not removed: its member may be suspended.
  reports.registerTarget('profile', {
    find: async (me, id) => {
      const { profile } = await profiles.getMember(me, id);
      const name = `${profile.firstName} ${profile.lastName}`;
      return {
        authorId: id,
        snapshot: [name, profile.headline, profile.bio].filter(Boolean).join('\n'),
        context: 'Profile',
      };
    },
  });
  app.decorate('services', {
    auth,
    profiles,
    onboarding,
    events,
    media,
    connections,
    leads,
    groups,
    notifications,
    realtime,
    payments,
    jobs,
    account,
    meetings,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { readiness });
      await api.register(authRoutes, {
        auth,
        hooks,
        secureCookies: config.publicUrl.startsWith('https:'),
      });
      await api.register(twoFactorRoutes, { twoFactor, hooks });
      await api.register(accountRoutes, { account, hooks });
      await api.register(contentRoutes, { db: database.db });
      await api.register(contactRoutes, {
        db: database.db,
        hooks,
        forwardUrl: config.contactForwardUrl,
        jobs,
      });
      await api.register(referenceRoutes, { db: database.db, hooks });
      await api.register(profileRoutes, { profiles, hooks });
      await api.register(notesRoutes, { db: database.db, hooks });
      await api.register(onboardingRoutes, { onboarding, hooks });
      await api.register(mediaRoutes, { media, hooks });
      if (diskStorage) await api.register(filesRoutes, { storage: diskStorage });
      await api.register(connectionsRoutes, { connections, hooks });
      await api.register(leadsRoutes, { leads, connections, hooks });
      await api.register(rewardsRoutes, { rewards, hooks });
      const ledger = createLedgerService({
        db: database.db,
        events,
        memberCards,
        leads,
        access: organizationAccess,
      });
      await api.register(ledgerRoutes, { ledger, hooks });
      await api.register(dashboardRoutes, {
        dashboard: createDashboardService({ db: database.db, ledger, onboarding }),
        hooks,
      });
      await api.register(suggestionsRoutes, {
        suggestions: createSuggestionsService({
          db: database.db,
          avatarUrl,
          keepMs: config.suggestionsKeepMs,
        }),
        hooks,
      });
      await api.register(groupsRoutes, { groups, hooks });
      await api.register(reviewsRoutes, { reviews, hooks });
      await api.register(postsRoutes, { posts, hooks });
      await api.register(notificationsRoutes, { notifications, hooks });
      await api.register(chatRoutes, { chat, grants, hooks });
      await api.register(searchRoutes, {
        search: createSearchService({ connections, groups, posts, chat }),
        hooks,
      });
      await api.register(bookmarksRoutes, { bookmarks, hooks });
      await api.register(paymentsRoutes, { payments, testProvider, hooks });
      await api.register(subscriptionsRoutes, { subscriptions, hooks });
      await api.register(eventsRoutes, { events: groupEvents, hooks });
      await api.register(meetingsRoutes, { meetings, hooks });
      await api.register(ownerConsoleRoutes, { organizations, hooks });
      await api.register(adminRoutes, {
        admin: createAdminService({ db: database.db, auth, reports }),
        hooks,
      });
      await api.register(reportsRoutes, { reports, hooks });
      await api.register(devicesRoutes, {
        db: database.db,
        hooks,
        vapidPublicKey: config.vapid?.publicKey ?? null,
      });
    },
    { prefix: API_PREFIX },
  );
  if (config.env !== 'production' && mailer.kind === 'outbox') {
    await app.register(devMailboxRoutes, { db: database.db, access: config.devMailbox });
  }
  jobs.define('upload-sweep', () => media.sweepExpiredUploads());
  jobs.schedule('upload-sweep', '*/10 * * * *');
  // A member's own data (ADR 024): archives built by the queue; expired ones and accounts past
  // their grace period swept every quarter of an hour.
  jobs.define('account-export', (data: { exportId: string }) => account.buildExport(data));
  jobs.define('account-sweep', () => account.sweep());
  jobs.schedule('account-sweep', '*/15 * * * *');
  await app.register(sitemapRoute, { db: database.db, publicUrl: config.publicUrl });
  await registerWebApp(app, config.webDist);
  return app;
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached.
 * index.html answers only the app's own pages (`isWebPagePath`); any other path is a 404, so a
 * probe of `/health` or `/metrics` is never told "200, here is the app". A browser asking for an
 * unknown page still gets the app (with status 404) so it can show its own not-found screen.
 */

/** A path with a segment that starts with a dot, as typed or percent-encoded. */
const inDotFolder = (pathName: string) =>
  pathName.split('/').some((segment) => /^(\.|%2e)/i.test(segment));

/** The pages the web build draws in advance (apps/web/src/app/prerender.tsx): path → file. */
const DRAWN_PAGES = new Map([
  ['', 'home'],
  ['login', 'login'],
]);

/** `.prerendered/<file>.html` when the build drew this page, else index.html. */
function pageFile(webDist: string, page: string) {
  const drawn = DRAWN_PAGES.get(page);
  const prerendered = drawn && path.join(webDist, '.prerendered', `${drawn}.html`);
  return prerendered && existsSync(prerendered) ? prerendered : path.join(webDist, 'index.html');
}

async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // index.html only through the page route below, which gives it its CSP nonce; nothing of a
    // dot folder (the build's .vite metadata names every chunk's source files).
    allowedPath: (pathName) => pathName !== '/index.html' && !inDotFolder(pathName),
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true }, ...htmlPage }, async (request, reply) => {
    const file = request.url.split('?')[0]!.slice(1);
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ statusCode: 404, message: 'NOT_FOUND' });
    if (
      file &&
      !file.endsWith('/') &&
      !inDotFolder(file) &&
      existsSync(path.join(webDist, file)) &&
      !file.includes('..')
    ) {
      return reply.sendFile(file);
    }
    const isPage = !path.extname(file) && isWebPagePath(`/${file}`);
    const wantsHtml = !path.extname(file) && request.headers.accept?.includes('text/html');
    if (!isPage && !wantsHtml)
      return reply.status(404).send({ statusCode: 404, message: 'NOT_FOUND' });
    // Read for each page (a rebuild while the server runs is served at once), with this
    // response's style nonce for Mantine's <style> elements. A page the build drew in advance
    // (apps/web/prerender-plugin.ts: sign-in and the dashboard's frame) has its own copy of index.html.
    const html = await readFile(isPage ? pageFile(webDist, file) : indexFile, 'utf8');
    return reply
      .status(isPage ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withStyleNonce(html, reply.cspNonce.style));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      auth: ReturnType<typeof createAuthService>;
      profiles: ReturnType<typeof createProfileService>;
      onboarding: ReturnType<typeof createOnboardingService>;
      events: ReturnType<typeof createEventBus>;
      media: ReturnType<typeof createMediaService>;
      connections: ReturnType<typeof createConnectionsService>;
      leads: LeadsService;
      groups: ReturnType<typeof createGroupsService>;
      notifications: ReturnType<typeof createNotificationsService>;
      realtime: ReturnType<typeof createRealtimeGateway>;
      payments: ReturnType<typeof createPaymentsService>;
      jobs: JobQueue;
      account: AccountService;
      meetings: MeetingsService;
    };
    /** Prometheus metrics: add a gauge with `app.metrics.gauge({ name, help, collect })`. */
    metrics: Metrics;
    /** Readiness checks and the draining flag behind /api/v1/health/ready. */
    readiness: Readiness;
  }
}
