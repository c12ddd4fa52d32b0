// The runtime logs through whatever logger the process already has; pino and Fastify's logger fit this shape.
export interface RuntimeLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

function line(message: string, fields: object): string {
  const details = Object.entries(fields).map(([key, value]) => `${key}=${value instanceof Error ? value.message : String(value)}`);
  return [message, ...details].join(' ');
}

/** Warnings and errors only, one line each: for measurements, where the runtime's info lines would drown the figures. */
export const quietLog: RuntimeLog = {
  info: () => undefined,
  warn: (fields, message) => console.warn(line(message, fields)),
  error: (fields, message) => console.error(line(message, fields)),
};

/** One line per entry, for processes without a structured logger (the projector process, the rebuild command). */
export const consoleLog: RuntimeLog = {
  info: (fields, message) => console.log(line(message, fields)),
  warn: (fields, message) => console.warn(line(message, fields)),
  error: (fields, message) => console.error(line(message, fields)),
};
