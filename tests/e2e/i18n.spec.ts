import { expect, test, type Page } from './test'
import {
  drawnTexts,
  focused,
  mirror,
  openPortal,
  overlappingTexts,
  press,
  resetBackend,
  pixelsDiffering,
  screenPixels,
  settleFrames,
  waitForRoute,
} from './portal'

// Issue 12, every guest: Arabic and Hebrew mirror every screen (read through the scene mirror's `dir`
// and the order focus takes with left/right, and compared with reference screenshots), Chinese draws
// real glyphs (never the missing-glyph box), and the announcer speaks what gets focus.

/** the demo guest of room 101 (src/mocks/fixtures/devices.ts DEMO_GUESTS.room101) */
const GUEST_ID = 5101
/** Date.now() while screenshots are taken: the Home clock and date draw the same pixels every run */
const FIXED_TIME = new Date('2026-11-25T09:30:00').getTime()
const SHOT = { maxDiffPixelRatio: 0.02 }

async function openInLanguage(page: Page, language: string, path = '', fixedTime = true): Promise<void> {
  await resetBackend(page.request)
  const response = await page.request.post('/api/set/guest/update', { data: { id: GUEST_ID, language } })
  expect(response.ok()).toBe(true)
  if (fixedTime) await page.clock.setFixedTime(FIXED_TIME)
  await openPortal(page, path)
}

/** Presses `key` until the focused node is `label`, each press waiting for focus to move. */
async function focusBy(page: Page, key: string, label: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const now = await focused(page).getAttribute('aria-label')
    if (now === label) return
    await press(page, key)
    await expect(focused(page)).not.toHaveAttribute('aria-label', now ?? '')
  }
  await expect(focused(page)).toHaveAttribute('aria-label', label)
}

// Arabic and Hebrew lay out right to left, Chinese left to right: the key that moves on along a row
// (and the demo hotel's titles of the Live TV and Radio menu items in it: src/mocks/fixtures/menuTitles.ts)
const LANGUAGES = [
  { code: 'ar_AR', lang: 'ar', dir: 'rtl', tv: 'التلفزيون', radio: 'الراديو' },
  { code: 'iw_IL', lang: 'he', dir: 'rtl', tv: 'טלוויזיה', radio: 'רדיו' },
  { code: 'zh_CN', lang: 'zh', dir: 'ltr', tv: '电视直播', radio: '广播' },
] as const

for (const { code, lang, dir, tv, radio } of LANGUAGES) {
  test(`${code}: Home, the live list, the info bar and a dialog follow the ${dir} layout and match their references`, async ({
    page,
  }) => {
    const [next, back] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    await openInLanguage(page, code)
    await waitForRoute(page, '/home')
    await expect(mirror(page)).toHaveAttribute('dir', dir)
    await expect(mirror(page)).toHaveAttribute('lang', lang)
    // Home: the menu's first item is at the start side; `next` moves along the row. A TV that boots for a
    // guest already welcomed has no session language yet: the hotel's menus still come in the guest's
    await expect(focused(page)).toHaveAttribute('aria-label', tv)
    await press(page, next)
    await expect(focused(page)).toHaveAttribute('aria-label', radio)
    await press(page, back)
    await expect(focused(page)).toHaveAttribute('aria-label', tv)
    await settleFrames(page)
    expect(await overlappingTexts(page)).toEqual([])
    await expect(page).toHaveScreenshot(`home-${lang}.png`, SHOT)

    // an overlay: the info bar's buttons run from the start side
    await press(page, 'i')
    await expect(focused(page)).toHaveAttribute('data-node-id', /^infobar-/)
    const first = (await focused(page).getAttribute('data-node-id')) ?? ''
    await press(page, next)
    await expect(focused(page)).not.toHaveAttribute('data-node-id', first)
    await press(page, back)
    await expect(focused(page)).toHaveAttribute('data-node-id', first)
    await settleFrames(page)
    expect(await overlappingTexts(page)).toEqual([])
    await expect(page).toHaveScreenshot(`infobar-${lang}.png`, {
      ...SHOT,
      clip: { x: 0, y: 600, width: 1280, height: 120 },
    })
    await press(page, 'Escape')

    // a dialog: OK first, Cancel after it in reading order
    await press(page, 'F1')
    await expect(mirror(page).locator('[role="dialog"]')).toHaveCount(1)
    await expect(focused(page)).toHaveAttribute('data-node-id', 'interact-ok')
    await press(page, next)
    await expect(focused(page)).toHaveAttribute('data-node-id', 'interact-cancel')
    await settleFrames(page)
    expect(await overlappingTexts(page)).toEqual([])
    await expect(page).toHaveScreenshot(`dialog-${lang}.png`, {
      ...SHOT,
      clip: { x: 290, y: 240, width: 700, height: 240 },
    })

    // the live list: at the start side, the guide beside it toward the end
    await openPortal(page, 'live/all/list')
    await waitForRoute(page, '/live/all/list')
    await expect(mirror(page)).toHaveAttribute('dir', dir)
    await expect(focused(page)).toHaveAttribute('aria-label', /: 001 /)
    await settleFrames(page)
    expect(await overlappingTexts(page)).toEqual([])
    // the list's header, numbers and logos (the programmes on air and the picture change with the time)
    await expect(page).toHaveScreenshot(`live-list-${lang}.png`, {
      ...SHOT,
      clip: { x: dir === 'rtl' ? 1096 : 24, y: 30, width: 160, height: 550 },
    })
    await press(page, next)
    await expect(focused(page)).toHaveAttribute('data-node-id', 'live-guide')
    await press(page, back)
    await expect(focused(page)).toHaveAttribute('aria-label', /: 001 /)
  })
}

/** Every Han character drawn on screen now has a real glyph in the weight drawn, never the box. */
async function expectRealGlyphs(page: Page): Promise<void> {
  // the texts drawn on screen (the mirror also names the Home menu's items beyond its window, which no
  // frame drew and whose faces were never asked for)
  const texts = (await drawnTexts(page)).map(({ text }) => text)
  const han = [...new Set(texts.join('').match(/\p{Script=Han}/gu) ?? [])]
  expect(han.length).toBeGreaterThan(10)
  const result = await page.evaluate((chars) => {
    // what Pixi draws with (renderer/text/styles.ts FONT_FAMILY) in the weight whose face the label
    // loaded for it (a label waits for the faces of its own weight: 400, or 700 for bold text), and a
    // stack without any CJK face
    const stack =
      '"Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans SC", "Noto Sans CJK SC", sans-serif'
    const noCjk = '400 24px "DejaVu Sans"'
    const canvas = Object.assign(document.createElement('canvas'), { width: 32, height: 32 })
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2d context')
    const pixels = (text: string, font: string) => {
      context.clearRect(0, 0, 32, 32)
      context.font = font
      context.fillStyle = '#fff'
      context.fillText(text, 2, 26)
      return Array.from(context.getImageData(0, 0, 32, 32).data).join(',')
    }
    // U+10FFFD (a private-use code point no font has) is drawn as the missing-glyph box
    // the weight whose loaded Noto Sans SC face holds the character (the portal registers a subset of a
    // weight only when a label of that weight needs it; font matching picks the weight first)
    const holds = (range: string, code: number) =>
      range.split(',').some((part) => {
        const [low = '', high] = part.trim().replace(/^U\+/i, '').split('-')
        return code >= parseInt(low, 16) && code <= parseInt(high ?? low, 16)
      })
    const loadedWeights = (char: string) =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans SC' && face.status === 'loaded')
        .filter((face) => holds(face.unicodeRange, char.codePointAt(0) ?? 0))
        .map((face) => face.weight)
    const weightOf = (char: string) => loadedWeights(char)[0] ?? '400'
    const drawn = (char: string) => `${weightOf(char)} 24px ${stack}`
    return {
      boxed: chars.filter((char) => pixels(char, drawn(char)) === pixels('\u{10FFFD}', drawn(char))),
      // control: without a CJK face the same characters are boxes, so the comparison can fail
      boxedWithoutCjk: chars.filter((char) => pixels(char, noCjk) === pixels('\u{10FFFD}', noCjk)).length,
      // every character has a loaded face in one of the shipped weights
      unloaded: chars.filter(
        (char) =>
          !['400', '700'].some((weight) => document.fonts.check(`${weight} 24px "Noto Sans SC"`, char)),
      ),
    }
  }, han)
  expect(result.boxed).toEqual([])
  expect(result.boxedWithoutCjk).toBe(han.length)
  expect(result.unloaded).toEqual([])
}

test('Chinese: every visible character is drawn from a real glyph, never the missing-glyph box', async ({
  page,
}) => {
  await openInLanguage(page, 'zh_CN')
  await waitForRoute(page, '/home')
  await expect(mirror(page)).toHaveAttribute('dir', 'ltr')
  await expect(mirror(page)).toHaveAttribute('lang', 'zh')
  await press(page, 'i')
  await settleFrames(page)
  await expectRealGlyphs(page)
  // the Home menu scrolled to its end: the items that came in draw their titles' own characters
  await press(page, 'Escape')
  await focusBy(page, 'ArrowRight', 'Chromecast 投屏')
  await settleFrames(page)
  // (its title wraps under the icon)
  expect((await drawnTexts(page)).map(({ text }) => text)).toContain('Chromecast\n投屏')
  await expectRealGlyphs(page)
})

test('with the announcer on, moving focus speaks the new item in the interface language and the live region carries it', async ({
  page,
}) => {
  // a fake speechSynthesis that records what it is asked to say
  await page.addInitScript(() => {
    const spoken: Array<{ text: string; lang: string }> = []
    Object.assign(window, { __spoken: spoken })
    class Utterance {
      lang = ''
      voice: unknown = null
      onend: (() => void) | null = null
      onerror: (() => void) | null = null
      constructor(public text: string) {}
    }
    const synth = {
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang })
        setTimeout(() => utterance.onend?.(), 50)
      },
      cancel() {},
      getVoices: () => [],
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
  })
  // the long press is measured on the real clock
  await openInLanguage(page, 'ar_AR', '', false)
  await waitForRoute(page, '/home')
  const spoken = () =>
    page.evaluate(() => (window as unknown as { __spoken: Array<{ text: string; lang: string }> }).__spoken)
  // a long press of info (its repeats for over a second) turns the announcer on for this guest
  await page.keyboard.down('i')
  for (let i = 0; i < 14; i++) {
    await page.waitForTimeout(100)
    await page.keyboard.down('i')
  }
  await page.keyboard.up('i')
  await expect.poll(async () => (await spoken()).map((entry) => entry.text)).toContain('الإرشاد الصوتي مفعّل')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__store') ?? '{}'))
  expect(stored.guestPrefs[String(5101)]).toEqual({ announcer: true })
  await press(page, 'Escape')
  await expect(focused(page)).toHaveAttribute('aria-label', 'التلفزيون')
  await press(page, 'ArrowLeft')
  await expect.poll(async () => (await spoken()).at(-1)).toEqual({ text: 'الراديو', lang: 'ar' })
  await expect(page.locator('#announcer-polite')).toHaveText('الراديو')
  await expect(page.locator('#announcer-polite')).toHaveAttribute('lang', 'ar')
})

test('captions in one press: the subtitle key and the OSD button cycle the tracks, and the guest’s choice comes back', async ({
  page,
}) => {
  type Track = { key: string; value: string; selected: boolean }
  type Hooks = {
    __portal: { media: { store: { getState(): { state: string } }; subtitles(): Promise<Track[]> } }
  }
  const playing = () =>
    page.waitForFunction(
      () => (window as unknown as Hooks).__portal.media.store.getState().state === 'playing',
    )
  const selected = () =>
    page.evaluate(
      async () =>
        (await (window as unknown as Hooks).__portal.media.subtitles()).find((track) => track.selected)
          ?.value,
    )
  const toast = (text: string) => mirror(page).locator(`[role="status"][aria-label="info: ${text}"]`)
  await resetBackend(page.request)
  // Bosphorus TV (001) carries English and Arabic subtitles (src/mocks/handlers/subtitles.ts)
  await openPortal(page, 'live')
  await waitForRoute(page, '/live')
  await playing()
  expect(await selected()).toBe('None')
  await press(page, 'u')
  await expect(toast('Subtitles: English')).toHaveCount(1)
  await expect.poll(selected).toBe('English')
  await press(page, 'u')
  await expect(toast('Subtitles: العربية')).toHaveCount(1)
  await expect.poll(selected).toBe('العربية')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__store') ?? '{}'))
  expect(stored.guestPrefs[String(GUEST_ID)]).toEqual({ captions: 'العربية' })

  // the same guest's next play gets Arabic again (a fresh page: the live OSD of portal spec §2)
  await openPortal(page, 'live/all/osd')
  await waitForRoute(page, '/live/all/osd')
  await playing()
  await expect.poll(selected).toBe('العربية')

  // the OSD's button is the same press: Arabic → off (enter opens the OSD over the channel view)
  await expect(focused(page)).toHaveAttribute('data-node-id', /^(osd-|live-view)/)
  if ((await focused(page).getAttribute('data-node-id')) === 'live-view') await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('data-node-id', /^osd-/)
  await focusBy(page, 'ArrowRight', 'Switch subtitles')
  await press(page, 'Enter')
  await expect(toast('Subtitles off')).toHaveCount(1)
  await expect.poll(selected).toBe('None')
})

test('choosing Arabic at run time mirrors the portal without a reload and loads its date locale', async ({
  page,
}) => {
  await resetBackend(page.request)
  // without Settings the language button stands alone in the info bar (portal spec §6)
  const patched = await page.request.post('/__demo/device', {
    data: { mac: '02:00:00:00:01:01', config: { hsm: '', wakeup: 'false' } },
  })
  expect(patched.ok()).toBe(true)
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/vendor/dayjs/')) scripts.push(new URL(sent.url()).pathname)
  })
  await openPortal(page)
  await waitForRoute(page, '/home')
  await expect(mirror(page)).toHaveAttribute('dir', 'ltr')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await press(page, 'i')
  await expect(focused(page)).toHaveAttribute('data-node-id', /^infobar-/)
  await focusBy(page, 'ArrowRight', 'Language')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Choose Language: English')
  await focusBy(page, 'ArrowDown', 'Choose Language: العربية')
  await press(page, 'Enter')
  await expect(mirror(page)).toHaveAttribute('dir', 'rtl')
  await expect(mirror(page)).toHaveAttribute('lang', 'ar')
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  )
  expect(scripts).toEqual(['/v2/vendor/dayjs/locale/ar.js'])
  // the language sync (portal spec §4 Sync: menus, data, channels) refetched the menus in Arabic: the
  // session's language goes as Channel-Language, and the demo hotel titles its menus by it
  await expect(focused(page)).toHaveAttribute('aria-label', 'التلفزيون')
  // the Home menu now runs right to left: left moves on from the first item
  await press(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('aria-label', 'الراديو')
})

// Issue 19, fourth session: boot waits for Noto Sans's Latin faces only; Latin Extended, Cyrillic and
// Greek load with the interface language's dictionary or the first text that needs them, and a label
// waits for its face (renderer/text/scriptFonts.ts), so a late face never leaves fallback glyphs.
// a font file fetched (the dev server also answers `?import` module requests that only name its URL)
const fontFile = (url: string) =>
  new URL(url).searchParams.has('import') ? null : (/\/(noto-sans[\w-]*)\.woff2/.exec(url)?.[1] ?? null)

/** Holds the page's requests for `files` back until `release()`; `served()` counts those let through. */
async function holdBack(page: Page, files: (url: URL) => boolean) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let served = 0
  await page.route(files, async (route) => {
    await held
    served++
    await route.continue()
  })
  return { release: () => release(), served: () => served }
}

test('English: boot fetches the six Latin faces of Noto Sans and no other font', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (sent) => {
    const file = fontFile(sent.url())
    if (file) fonts.push(file)
  })
  await openInLanguage(page, 'en_US')
  await waitForRoute(page, '/home')
  await settleFrames(page)
  expect(fonts.sort()).toEqual([
    'noto-sans-latin-300-normal',
    'noto-sans-latin-400-italic',
    'noto-sans-latin-400-normal',
    'noto-sans-latin-600-normal',
    'noto-sans-latin-700-italic',
    'noto-sans-latin-700-normal',
  ])
})

test('Russian: Home does not wait for the Cyrillic faces, and a late face draws the same screen as a quick one', async ({
  page,
}) => {
  // three boots, one of them with its faces held back: 36 s on an idle machine, and past the default
  // 90 s once on a loaded one (the seventeenth session's CI run), as the Latin test below
  test.setTimeout(150_000)
  // the Home date line and the greeting are Cyrillic (the clock is fixed: the same text every run)
  const clip = { x: 0, y: 0, width: 1280, height: 200 }
  const cyrillic = (url: URL) =>
    /noto-sans-cyrillic-[\w-]+\.woff2$/.test(url.pathname) && !url.searchParams.has('import')
  const shown = async () => {
    await waitForRoute(page, '/home')
    await expect(mirror(page)).toHaveAttribute('lang', 'ru')
    await settleFrames(page)
    return screenPixels(page, clip)
  }

  await openInLanguage(page, 'ru_RU')
  const quick = await shown()

  // the Cyrillic files held back: Home is shown while they are still on their way
  const files = await holdBack(page, cyrillic)
  await openInLanguage(page, 'ru_RU')
  await waitForRoute(page, '/home')
  expect(files.served()).toBe(0)
  files.release()
  const late = await shown()
  expect(files.served()).toBeGreaterThan(0)
  expect(pixelsDiffering(late, quick)).toBe(0)

  // control: without the Cyrillic faces the same text is drawn with the machine's font, and it shows
  await page.unroute(cyrillic)
  await page.route(cyrillic, (route) => route.abort())
  await openInLanguage(page, 'ru_RU')
  const fallback = await shown()
  expect(pixelsDiffering(fallback, quick)).toBeGreaterThan(200)
})

// The shipped Latin faces later than the boot's FONT_TIMEOUT_MS (a slow hotel network at power-on): Home
// is drawn with the machine's font meanwhile, then all of it again with Noto Sans once they arrive
// (renderer/stage/mountStage.tsx lateFonts, text/styles.ts drawWithoutShippedFaces).
test('English: Latin faces that miss the boot timeout are drawn with once they arrive, the same screen as a quick boot', async ({
  page,
}) => {
  // three boots, one of them waiting out the font timeout: 55 s in a normal two-worker run, and past
  // the default 90 s once on a slow one
  test.setTimeout(150_000)
  // the Home date line and the greeting (the clock is fixed: the same text every run)
  const clip = { x: 0, y: 0, width: 1280, height: 200 }
  const latin = (url: URL) =>
    /noto-sans-latin-[\w-]+\.woff2$/.test(url.pathname) && !url.searchParams.has('import')
  const shown = async () => {
    await waitForRoute(page, '/home')
    await settleFrames(page)
    return screenPixels(page, clip, { waitForFonts: false })
  }

  await openInLanguage(page, 'en_US')
  const quick = await shown()

  const files = await holdBack(page, latin)
  // (not waiting for the page's load event: the held faces are preloaded by index.html)
  await resetBackend(page.request)
  await page.goto('/v2/', { waitUntil: 'commit' })
  // Home after the boot's font timeout, drawn with the machine's font: it shows
  const fallback = await shown()
  expect(files.served()).toBe(0)
  expect(pixelsDiffering(fallback, quick)).toBeGreaterThan(200)
  files.release()
  await expect.poll(() => files.served()).toBe(6)
  await expect.poll(async () => pixelsDiffering(await shown(), quick), { timeout: 20_000 }).toBe(0)
})
