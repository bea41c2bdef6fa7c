// Its own module so that a feature needing only this (the CMS) does not bring the live session with it
// into the boot bundle (issue 19).

/** portal spec §2 base path: media paths in responses are origin-relative (docs/BACKEND-API.md). */
export async function resolveMediaUrl(path: string, baseUrl: () => Promise<string>): Promise<string> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path
  const base = (await baseUrl()).replace(/\/+$/, '')
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`
}
