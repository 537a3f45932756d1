import type { FastifyInstance } from 'fastify';

export async function cancellationReasonRoutes(_app: FastifyInstance): Promise<void> {}
