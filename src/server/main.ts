import { buildApp } from './app';
import { ConfigError, parseEnv } from './env';

async function main(): Promise<void> {
  let config;
  try {
    config = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, {
    announce: (line) => process.stdout.write(`\n${line}\n\n`),
  });

  let closing = false;
  const shutDown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Requests still arriving when the deadline passes (a slow or stalled client) are cut off.
    setTimeout(() => {
      app.log.warn(
        { shutdownTimeoutMs: config.shutdownTimeoutMs },
        'shutdown deadline passed: closing the connections still open',
      );
      app.server.closeAllConnections();
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutDown('SIGTERM'));
  process.once('SIGINT', () => shutDown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
