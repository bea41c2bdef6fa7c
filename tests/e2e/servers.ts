// The servers the browser tests run against: one demo backend and one portal dev server per worker, so
// workers never share the backend's state (a reset, a fault, a device's config). E2E_WORKERS (default
// 2) sets how many; E2E_BACKEND_PORT and E2E_PORTAL_PORT the first pair's ports, the next pairs counting
// up by two (backend and portal ports never meet while the first two differ by an odd number, as the
// defaults 5190 and 5183 do).

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? '2') || 1)
const FIRST_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? '5190')
const FIRST_PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? '5183')
const PORT_STEP = 2

/** the ports of worker `index`'s servers (Playwright's parallelIndex: 0 … E2E_WORKERS - 1) */
export function serverPorts(index: number): { backend: number; portal: number } {
  return { backend: FIRST_BACKEND_PORT + PORT_STEP * index, portal: FIRST_PORTAL_PORT + PORT_STEP * index }
}

export const portalOrigin = (index: number) => `http://127.0.0.1:${serverPorts(index).portal}`
