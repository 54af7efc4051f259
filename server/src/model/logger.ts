/**
 * What use cases and infrastructure log through: the app's logger (Fastify's pino) fits it, and nothing below the
 * routes needs to know Fastify for it.
 */
export interface LogFn {
  (fields: object, message?: string): void;
  (message: string): void;
}
export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
