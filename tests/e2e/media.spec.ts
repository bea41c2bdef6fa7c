import { expect, test, type Page } from './test'
import { openPortal, resetBackend, waitForRoute } from './portal'

// The media controller (src/services/media) running in the portal over the universal bridge: hls.js
// plays the demo's committed HLS streams in the #video-layer <video> behind the canvas.

type Snapshot = {
  state: string
  error: string | null
  url: string | null
  position: number
  duration: number
}
type MediaHook = {
  play(source: string): Promise<void>
  stop(): Promise<boolean>
  seek(seconds: number): Promise<boolean>
  store: { getState(): Snapshot }
}

/** Calls the controller on `window.__portal.media`; resolves to the play's outcome and the snapshot. */
async function play(page: Page, source: string) {
  return page.evaluate(async (url) => {
    const media = (window as unknown as { __portal: { media: MediaHook } }).__portal.media
    let failure: string | null = null
    await media
      .play(url)
      .catch((error: unknown) => (failure = error instanceof Error ? error.message : String(error)))
    return { failure, snapshot: media.store.getState() }
  }, source)
}

const snapshot = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __portal: { media: MediaHook } }).__portal.media.store.getState(),
  )

const currentTime = (page: Page) =>
  page.evaluate(() => (document.getElementById('video-layer') as HTMLVideoElement).currentTime)

test.beforeEach(async ({ page, request }) => {
  await resetBackend(request)
  await openPortal(page)
  await waitForRoute(page, '/home')
})

test('a committed HLS stream plays through the media controller and the video advances', async ({ page }) => {
  const result = await play(page, '/media/streams/news/index.m3u8')
  expect(result.failure).toBeNull()
  expect(result.snapshot.state).toBe('playing')
  // origin-relative demo media resolve against the platform origin: no CDN conversion
  expect(result.snapshot.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/streams\/news\/index\.m3u8$/)
  const start = await currentTime(page)
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(start + 0.5)
  // the 1 s progress tick carries position and the VOD's duration into the store
  await expect.poll(async () => (await snapshot(page)).position, { timeout: 5_000 }).toBeGreaterThan(0)
  expect((await snapshot(page)).duration).toBeGreaterThan(7)
  expect(
    await page.evaluate(() =>
      (window as unknown as { __portal: { media: MediaHook } }).__portal.media.stop(),
    ),
  ).toBe(true)
  expect((await snapshot(page)).state).toBe('stopped')
})

test('a stream that does not exist shows the error state with the spec text', async ({ page }) => {
  const missing = await play(page, '/media/streams/nowhere/index.m3u8')
  expect(missing.failure).toBe('Something went wrong while trying to play.')
  expect(missing.snapshot).toMatchObject({
    state: 'error',
    error: 'Something went wrong while trying to play.',
  })
  const unknown = await play(page, 'ftp://files.hotel/movie.mov')
  expect(unknown.failure).toBe('Invalid source type')
  expect(unknown.snapshot).toMatchObject({ state: 'error', error: 'Invalid source type' })
})

test('hls.js is not in the boot bundle: the first HLS play loads vendor/hls.min.js once', async ({
  page,
}) => {
  // beforeEach booted the portal to Home; this page load is watched from its start
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('hls.min.js')) loads.push(new URL(request.url()).pathname)
  })
  await openPortal(page)
  await waitForRoute(page, '/home')
  const beforePlay = [...loads]
  const first = await play(page, '/media/streams/news/index.m3u8')
  expect(first.failure).toBeNull()
  const second = await play(page, '/media/streams/news/index.m3u8')
  expect(second.failure).toBeNull()
  // Home (no HLS playing on the demo hotel's Home) loads none; two plays load it once
  expect(beforePlay).toEqual([])
  expect(loads).toEqual(['/v2/vendor/hls.min.js'])
  expect(await page.evaluate(() => typeof (window as unknown as { Hls?: unknown }).Hls)).toBe('function')
})
