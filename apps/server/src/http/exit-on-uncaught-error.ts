import type { FastifyBaseLogger } from 'fastify';
import { currentRequest } from './request-context';

/** The exit code of a process that ends on an error nobody handled (sysexits' EX_SOFTWARE). */
export const UNCAUGHT_ERROR_EXIT_CODE = 70;

/**
 * An error that no code handled ends the process, as Node would, but first says so in one fatal
 * JSON line: the error and the request whose work raised it, so that a restart (systemd's
 * `Restart=always`, docs/deploy.md) never hides its cause.
 */
export function exitOnUncaughtError(log: FastifyBaseLogger): void {
  const exit = (thrown: unknown, message: string) => {
    const err = thrown instanceof Error ? thrown : new Error(String(thrown));
    const request = currentRequest();
    try {
      log.fatal(request ? { err, req: request, reqId: request.id } : { err }, message);
    } catch (loggingError) {
      // The logger itself failed (a serialiser threw): a plain line is still one JSON line.
      process.stderr.write(
        `${JSON.stringify({ level: 60, time: Date.now(), msg: message, err: String(err), loggingError: String(loggingError) })}\n`,
      );
    }
    process.exit(UNCAUGHT_ERROR_EXIT_CODE);
  };
  process.on('uncaughtException', (error) => exit(error, 'uncaught exception'));
  process.on('unhandledRejection', (reason) => exit(reason, 'unhandled rejection'));
}
