import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';

// Placeholder until admin bootstrap lands (auth work in progress).
export async function ensureAdmin(_deps: AppDeps, _log: FastifyBaseLogger): Promise<void> {}
