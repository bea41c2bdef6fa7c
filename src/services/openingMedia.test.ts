import { describe, expect, it, vi } from 'vitest'
import type { Config } from '../api/types'
import { OVERLAY_OPEN_DELAY_MS, createPopupController } from './overlays'
import { overlayFixture } from './overlays/fakes'
import { OPENING_IMAGE_DEFAULT_MS, createOpeningMedia, openingMediaFromConfig } from './openingMedia'

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }

function fixture(config: Config, alarmRinging = true) {
  const { clock, manager } = overlayFixture()
  const popup = createPopupController({
    manager,
    clock,
    pauseBackground: () => undefined,
    resumeBackground: () => undefined,
  })
  const shown: string[] = []
  manager.store.subscribe((state) => {
    const request = state.overlays.popup?.request as { images: string[]; video?: string } | undefined
    const url = request?.video ?? request?.images[0]
    if (url && shown[shown.length - 1] !== url) shown.push(url)
  })
  const opening = createOpeningMedia({
    config: () => config,
    openPopup: (request) => popup.open(request),
    closePopup: manager.close,
    popupOpen: () => manager.current('popup') !== undefined,
    alarmRinging: () => alarmRinging,
    clock,
    log,
  })
  return { clock, manager, popup, opening, shown }
}

const boot: Config = {
  'opening_media.alarm.type': 'image',
  'opening_media.alarm.path': '/alarm.svg',
  'opening_media.alarm.time': 2,
  boot_screen_type: 'image',
  boot_screen_path: '/boot.svg',
  boot_screen_time: '3',
}

describe('opening media (portal spec §4 Boot, §2 Welcome)', () => {
  it("boot opens 'alarm' (an alarm ringing at start) then 'after_reboot', each for its time", async () => {
    const { clock, manager, opening, shown } = fixture(boot)
    let done = false
    const run = opening.playBoot().then(() => (done = true))
    clock.advance(2000)
    await Promise.resolve()
    expect(shown).toEqual(['/alarm.svg'])
    await vi.waitFor(() => expect(manager.current('popup')?.request).toMatchObject({ images: ['/boot.svg'] }))
    clock.advance(2999)
    await Promise.resolve()
    expect(done).toBe(false)
    clock.advance(1)
    await run
    expect(shown).toEqual(['/alarm.svg', '/boot.svg'])
  })

  it("without a ringing alarm the boot opens only 'after_reboot'", async () => {
    const { clock, opening, shown } = fixture(boot, false)
    const run = opening.playBoot()
    clock.advance(3000)
    await run
    expect(shown).toEqual(['/boot.svg'])
  })

  it('the boot screen keys are the after_reboot moment', () => {
    expect(openingMediaFromConfig(boot, 'after_reboot')).toEqual({
      type: 'image',
      path: '/boot.svg',
      durationMs: 3000,
    })
  })

  it('a moment without media resolves at once and opens nothing', async () => {
    const { manager, opening } = fixture({})
    await opening.play('after_welcome')
    expect(manager.current('popup')).toBeUndefined()
  })

  it('an image without a time stays the default time', async () => {
    const { clock, manager, opening } = fixture({
      'opening_media.before_welcome.type': 'image',
      'opening_media.before_welcome.path': '/w.svg',
    })
    const run = opening.play('before_welcome')
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(manager.current('popup')?.phase).toBe('active')
    clock.advance(OPENING_IMAGE_DEFAULT_MS - OVERLAY_OPEN_DELAY_MS)
    await run
    expect(manager.current('popup')).toBeUndefined()
  })

  it('a video plays until it ends (the popup closes on end when not looping)', async () => {
    const { clock, popup, opening } = fixture({
      'opening_media.after_welcome.type': 'video',
      'opening_media.after_welcome.path': '/v.m3u8',
    })
    let done = false
    const run = opening.play('after_welcome').then(() => (done = true))
    clock.advance(60_000)
    await Promise.resolve()
    expect(done).toBe(false)
    popup.mediaEvent('ended')
    await run
  })

  it('a malformed entry is logged and skipped', async () => {
    const { manager, opening } = fixture({ boot_screen_type: 'slides', boot_screen_path: '/b.svg' })
    await opening.play('after_reboot')
    expect(manager.current('popup')).toBeUndefined()
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('boot_screen_type=slides'))
  })

  it("a file type names the kind by the §9 extension lists; another word, the path's extension", () => {
    const read = (type: string, path: string) =>
      openingMediaFromConfig({ boot_screen_type: type, boot_screen_path: path }, 'after_reboot')?.type ?? null
    expect(read('gif', '/b')).toBe('image')
    expect(read('JPEG', '/b')).toBe('image')
    expect(read('mkv', '/b')).toBe('video')
    expect(read('ts', '/b')).toBe('video')
    expect(read('file', '/media/boot.MP4?v=2')).toBe('video')
    expect(read('file', '/media/boot.png')).toBe('image')
    expect(read('file', '/media/boot.svg')).toBeNull()
    expect(read('', '/media/boot.png')).toBeNull()
  })

  it('while another popup is up the moment is skipped and that popup is left alone', async () => {
    const { clock, manager, popup, opening } = fixture(boot)
    void popup.open({ type: 'image', image: '/other.svg', skip: true })
    await opening.play('after_reboot')
    clock.advance(10_000)
    expect(manager.current('popup')?.request).toMatchObject({ images: ['/other.svg'] })
  })
})
