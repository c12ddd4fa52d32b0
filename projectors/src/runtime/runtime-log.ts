// The runtime logs through whatever logger the process already has; pino and Fastify's logger fit this shape.
export interface RuntimeLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
