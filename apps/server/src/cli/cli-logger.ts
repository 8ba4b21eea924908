import type { FastifyBaseLogger } from 'fastify';

/**
 * The logger the maintenance code expects, for a command line: warnings and errors on stderr
 * as one line each, the rest dropped (the command prints its own summary).
 */
export function cliLogger(): FastifyBaseLogger {
  const quiet = () => undefined;
  const write = (level: string) => (object: unknown, message?: string) => {
    const detail = typeof object === 'string' ? object : (message ?? '');
    const error = (object as { err?: Error } | undefined)?.err;
    process.stderr.write(`${level}: ${detail}${error ? ` (${error.message})` : ''}\n`);
  };
  const logger = {
    level: 'warn',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}
