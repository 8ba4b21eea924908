import type { FastifyBaseLogger } from 'fastify';

/** A logger that keeps every call, with its level, for a test to read. */
export function recordingLogger() {
  const calls: { level: string; args: unknown[] }[] = [];
  const logger = Object.fromEntries(
    ['info', 'warn', 'error', 'debug', 'trace', 'fatal'].map((level) => [
      level,
      (...args: unknown[]) => calls.push({ level, args }),
    ]),
  );
  return { logger: logger as unknown as FastifyBaseLogger, calls };
}
