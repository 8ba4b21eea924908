import { correctionBinding } from './modules/corrections/correction-link';
import { correctionRoutes } from './modules/corrections/routes';
import compress from '@fastify/compress';
import { configureZodMessages } from '@toko/contracts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { registerStorableDataGuard } from './http/storable-data';
import { answerClientError, answerConnect } from './http/client-error-answer';
import { registerErrorHandler, sendError } from './http/error-handler';
import { logOptions, type LogStream } from './http/log-options';
import { registerRequestGuards } from './http/request-guards';
import type { Readiness } from './http/readiness';
import { requestIdGenerator } from './http/request-id';
import { originFormTarget } from './http/request-target';
import { serverTimeoutOptions } from './http/server-timeouts';
import { trustProxyOption } from './http/trust-proxy';
import { registerWebApp } from './http/web-app';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { registerRouteAccess } from './modules/auth/route-access';
import { healthRoutes } from './modules/health/routes';
import { registerMetrics } from './modules/metrics/metrics-routes';
import { orderRoutes } from './modules/orders/routes';
import { registrationRoutes } from './modules/registrations/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { paymentRoutes } from './modules/payment/routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { adminStaffRoutes } from './modules/staff/admin-staff-routes';
import { invitationRoutes } from './modules/staff/invitation-routes';
import { signedFileRoutes } from './modules/files/signed-file-routes';
import { assertLiveRegistration } from './modules/admin/registrations/registration-service';
import { uploadRoutes } from './modules/uploads/routes';
import { UPLOAD_SLOT_RULES } from './upload-slot-rules';

export type BuildAppOptions = {
  deps: AppDeps;
  /** Where the log lines go instead of stdout (tests read them); the level is the config's. */
  logStream?: LogStream;
  /** The server's, which its start-up and shutdown set; without one the app is ready. */
  readiness?: Readiness;
};

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app without listening: `server.ts` listens, tests call `inject`. */
export async function buildApp({
  deps,
  logStream,
  readiness = { phase: 'ready' },
}: BuildAppOptions) {
  configureZodMessages();
  const timeouts = serverTimeoutOptions();
  const app = Fastify({
    logger: logOptions(deps.config.logLevel, logStream),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    genReqId: requestIdGenerator(deps.config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    ...timeouts,
    // A request that reaches an open connection while the server closes is still answered by
    // our routes, in our shape, with `Connection: close`: Fastify's 503 would be a bare English
    // body without our headers, a 5xx for a client of a process that still runs. The shutdown's
    // grace bounds the wait (modules/health/stop-serving.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // The request target read once, before routing, for every part that looks at it.
    rewriteUrl: originFormTarget,
    // Errors raised before routing (a malformed URL) get our answer shape too.
    frameworkErrors: sendError,
    // And bytes Node's HTTP parser refuses before there is a request.
    clientErrorHandler: answerClientError,
    // Node would answer a missing Host with a bare 400 of its own; the request guard does.
    http: { ...timeouts.http, requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.server.on('connect', answerConnect);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('readiness', readiness);

  registerErrorHandler(app);
  registerRequestGuards(app, { ...deps.config, readiness });
  registerMetrics(app);
  registerRouteAccess(app);
  await app.register(compress, { global: true, threshold: 1024 });
  registerStorableDataGuard(app);

  await app.register(healthRoutes);
  await app.register(signedFileRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(catalogueRoutes);
  await app.register(paymentRoutes);
  await app.register(uploadRoutes, {
    slotRules: UPLOAD_SLOT_RULES,
    assertReplaceable: (registrationId) => assertLiveRegistration(deps, registrationId),
    correctionBinding: (token) => correctionBinding(deps, token),
  });
  await app.register(orderRoutes);
  await app.register(registrationRoutes);
  await app.register(correctionRoutes);
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(invitationRoutes);
  await app.register(adminStaffRoutes, { prefix: '/api/admin/staff' });

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
