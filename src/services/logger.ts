// One logger for the portal: bad input is logged with context, never thrown into a scene.
export type Logger = {
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

const PREFIX = '[portal]'

export const consoleLogger: Logger = {
  info: (message, detail) => console.info(PREFIX, message, ...(detail === undefined ? [] : [detail])),
  warn: (message, detail) => console.warn(PREFIX, message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(PREFIX, message, ...(detail === undefined ? [] : [detail])),
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}
