// The API layer logs through this minimal shape (src/services/logger.ts `Logger` satisfies it), so the
// HTTP client and decoders stay free of the services layer; tests pass silentLog.

/** Minimal logger the API layer needs; src/services/logger.ts `Logger` satisfies it. */
export type ApiLog = {
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

export const silentLog: ApiLog = { warn: () => undefined, error: () => undefined }
