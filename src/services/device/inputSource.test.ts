import { describe, expect, it, vi } from 'vitest'
import type { RemoteKey, SourceInput } from '../../../bridges/contract'
import { createAppStore } from '../../stores'
import { manualClock } from '../../time/fakes'
import { SOURCE_SET_FALLBACK_MS } from '../namedActions'
import { createInputSource, EXTERNAL_INPUT_KEYS } from './inputSource'

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

function setup() {
  const { clock, advance, pending } = manualClock()
  const app = createAppStore()
  const media = { suspend: vi.fn(), restore: vi.fn() }
  const bridge = { setSource: vi.fn(async (_input: SourceInput) => true) }
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const source = createInputSource({ app, bridge: () => bridge, clock, media, log })
  return { source, app, media, bridge, log, advance, pending }
}

const ALL_KEYS: RemoteKey[] = [
  'up',
  'down',
  'left',
  'right',
  'enter',
  'back',
  'exit',
  'home',
  'info',
  'settings',
  'guide',
  'tv',
  'list',
  'movies',
  'source',
  'red',
  'ch_up',
  'ch_down',
  'play',
  'digit_1',
  'youtube',
  'sleep',
]

describe('input source (portal spec §4 Input source, §9)', () => {
  it('an external input hides the portal and stops its media', () => {
    const f = setup()
    f.source.onSource('HDMI1')
    expect(f.app.getState().externalInput).toBe('HDMI1')
    expect(f.media.suspend).toHaveBeenCalledTimes(1)
  })

  it('moving between external inputs keeps the media stopped once', () => {
    const f = setup()
    f.source.onSource('HDMI1')
    f.source.onSource('HDMI2')
    expect(f.app.getState().externalInput).toBe('HDMI2')
    expect(f.media.suspend).toHaveBeenCalledTimes(1)
  })

  it('on an external input only exit, back, home, ch_up, ch_down, tv and enter act', () => {
    expect([...EXTERNAL_INPUT_KEYS].sort()).toEqual([
      'back',
      'ch_down',
      'ch_up',
      'enter',
      'exit',
      'home',
      'tv',
    ])
    const f = setup()
    f.source.onSource('HDMI1')
    for (const key of ALL_KEYS.filter((k) => !EXTERNAL_INPUT_KEYS.has(k))) {
      expect(f.source.handleKey(key)).toBe(true) // taken, and nothing happens
    }
    expect(f.bridge.setSource).not.toHaveBeenCalled()
    expect(f.app.getState().externalInput).toBe('HDMI1')
  })

  it('enter acts but does not return to the portal', () => {
    const f = setup()
    f.source.onSource('HDMI1')
    expect(f.source.handleKey('enter')).toBe(true)
    expect(f.app.getState().externalInput).toBe('HDMI1')
  })

  it.each(['exit', 'back', 'home', 'ch_up', 'ch_down', 'tv'] as const)(
    '%s returns to MAIN and restores UI and media',
    async (key) => {
      const f = setup()
      f.source.onSource('HDMI3')
      expect(f.source.handleKey(key)).toBe(true)
      await flush()
      expect(f.bridge.setSource).toHaveBeenCalledWith('MAIN')
      expect(f.app.getState().externalInput).toBeNull()
      expect(f.media.restore).toHaveBeenCalledTimes(1)
    },
  )

  it('leaves every key to the portal on the main input', () => {
    const f = setup()
    expect(ALL_KEYS.some((key) => f.source.handleKey(key))).toBe(false)
  })

  it('the platform moving back to MAIN restores UI and media', () => {
    const f = setup()
    f.source.onSource('HDMI1')
    f.source.onSource('MAIN')
    expect(f.app.getState().externalInput).toBeNull()
    expect(f.media.restore).toHaveBeenCalledTimes(1)
  })

  it('restores the platform input after 3 s when setting MAIN fails', async () => {
    const f = setup()
    f.bridge.setSource.mockResolvedValueOnce(false)
    f.source.onSource('HDMI1')
    f.source.handleKey('back')
    await flush()
    expect(f.bridge.setSource).toHaveBeenCalledTimes(1)
    f.advance(SOURCE_SET_FALLBACK_MS - 1)
    expect(f.bridge.setSource).toHaveBeenCalledTimes(1)
    f.advance(1)
    await flush()
    expect(f.bridge.setSource).toHaveBeenCalledTimes(2)
    expect(f.bridge.setSource).toHaveBeenLastCalledWith('MAIN')
    expect(f.pending()).toBe(0)
  })
})
