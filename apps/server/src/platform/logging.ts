import pino, { type Logger, type LoggerOptions } from 'pino';

/**
 * Structured logs: trace id, session and user ids are bound per request (see access.ts). Secrets and
 * personal data never reach the log: auth headers are redacted, bodies are not logged, and URLs are
 * logged without their query string.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-device-token"]', 'req.headers.cookie', '*.password', '*.pincode', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: req.url.split('?')[0], ip: req.ip };
      },
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
