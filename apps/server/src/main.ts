// Entry point of the production server (`npm start` runs it through scripts/start.mjs).
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { buildServer } from './app';
import { readConfig } from './config';
import { createRedirectServer } from './https-redirect';
import { createLifecycle, drainAndClose } from './lifecycle';

/** The settings, or the process ends naming the one that is wrong (a misconfigured server must not start). */
function configOrExit(): ReturnType<typeof readConfig> {
  try {
    return readConfig();
  } catch (error) {
    console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const lifecycle = createLifecycle();
  const app = buildServer({
    siteRoot: config.siteRoot,
    logger: true,
    trustProxy: config.trustProxy,
    publicOrigin: config.publicOrigin,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    lifecycle,
    kleber: config.kleber,
    otpDelivery: config.otpDelivery,
    tls: config.tls && { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) },
  });
  let redirectServer: Server | null = null;

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    // Ctrl-C reaches both this process and the launcher, which forwards it: the second signal is a no-op.
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining (at most ${config.drainDeadlineMs} ms), then closing`);
    redirectServer?.close();
    drainAndClose(app, lifecycle, { deadlineMs: config.drainDeadlineMs, log: app.log }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'server failed to start');
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(
    { url: `${config.tls ? 'https' : 'http'}://${host}:${port}/` },
    config.siteRoot ? 'serving the site and API' : 'serving the API only',
  );
  if (config.httpRedirectPort !== null) {
    const redirect = createRedirectServer(port, config.publicOrigin);
    redirectServer = redirect;
    await new Promise<void>((resolve, reject) => {
      redirect.once('error', reject);
      redirect.listen(config.httpRedirectPort ?? 0, config.host, resolve);
    }).catch((error: unknown) => {
      app.log.error({ err: error }, 'the HTTP redirect listener failed to start');
      process.exit(1);
    });
    app.log.info({ url: `http://${host}:${config.httpRedirectPort}/` }, 'redirecting plain HTTP to HTTPS');
  }
  app.log.info(
    config.redisUrl ? 'codes and rate limits are kept in Redis' : 'codes and rate limits are kept in memory',
  );
  const delivery = config.otpDelivery;
  app.log.info(
    delivery.mode === 'demo'
      ? 'one-time codes: demo mode, no message is really sent; each appears in the demo inbox (GET /api/otp/inbox)'
      : `one-time codes are sent by ${[delivery.smtp && 'email (SMTP)', delivery.sms && 'SMS (gateway)'].filter(Boolean).join(' and ')}`,
  );
}

void main();
