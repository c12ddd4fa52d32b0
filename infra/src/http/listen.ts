import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config/config';

/** Listens on the configured port, turning "port in use" and friends into one line naming PORT. */
export async function listen(app: FastifyInstance, port: number, host: string): Promise<string> {
  try {
    return await app.listen({ port, host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new ConfigError('PORT', `port ${port} is already in use`);
    if (code === 'EACCES') throw new ConfigError('PORT', `no permission to listen on port ${port}`);
    throw error;
  }
}
