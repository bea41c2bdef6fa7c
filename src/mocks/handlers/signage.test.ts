import { describe, expect, it } from 'vitest'
import type { DigitalSignage } from '../../api/types'
import * as f from '../../api/feederDecoders'
import { createTestBackend } from '../testing/backend'
import { THEME_PATH } from './signage'

const LOBBY = '/api/get/digitalsignage?location=Lobby'

describe('signage and theme in the demo backend', () => {
  it('serves the lobby a three-layout loop that decodes at the portal boundary', async () => {
    const backend = createTestBackend()
    const signage = (await backend.get<DigitalSignage>(LOBBY)).body
    expect(signage.layouts.map((layout) => layout.duration)).toEqual([24, 16, 12])
    expect(f.digitalSignage(signage, 'signage', () => undefined)).toEqual(signage)
  })

  it('lets the front desk empty a distribution and restore it', async () => {
    const backend = createTestBackend()
    expect(
      (await backend.post('/frontdesk/api/signage', { location: 'Lobby', action: 'empty' })).status,
    ).toBe(200)
    expect((await backend.get(LOBBY)).body).toEqual({ distribution: null, start: 0, layouts: [] })
    const listed = (await backend.get<{ location: string; mode: string }[]>('/frontdesk/api/signage')).body
    expect(listed.find((entry) => entry.location === 'Lobby')?.mode).toBe('empty')
    await backend.post('/frontdesk/api/signage', { location: 'Lobby', action: 'restore' })
    expect((await backend.get<DigitalSignage>(LOBBY)).body.layouts).toHaveLength(3)
  })

  it('refuses an unknown location or action from the front desk', async () => {
    const backend = createTestBackend()
    expect((await backend.post('/frontdesk/api/signage', { location: 'Moon', action: 'empty' })).status).toBe(
      404,
    )
    expect(
      (await backend.post('/frontdesk/api/signage', { location: 'Lobby', action: 'dance' })).status,
    ).toBe(400)
  })

  it('runs the lobby loop scaled from a given start for browser tests, until reset', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/signage', { location: 'Lobby', scale: 0.25, start: 1000 })
    const fast = (await backend.get<DigitalSignage>(LOBBY)).body
    expect(fast.start).toBe(1000)
    expect(fast.layouts.map((layout) => [layout.duration, layout.per_duration])).toEqual([
      [6, 2],
      [4, 0],
      [3, 3],
    ])
    await backend.post('/__demo/reset')
    expect((await backend.get<DigitalSignage>(LOBBY)).body.layouts[0]?.duration).toBe(24)
  })

  it('publishes the theme file on the v2 host and switches it for the front desk', async () => {
    const backend = createTestBackend()
    const before = (await backend.get<{ color: { primary: string } }>(THEME_PATH)).body
    expect(before.color.primary).toBe('#c9a45c')
    expect((await backend.post('/frontdesk/api/theme', { name: 'aegean' })).status).toBe(200)
    expect((await backend.get<{ color: { primary: string } }>(THEME_PATH)).body.color.primary).toBe('#3aa6d8')
    expect((await backend.get<{ current: string }>('/frontdesk/api/themes')).body.current).toBe('aegean')
    expect((await backend.post('/frontdesk/api/theme', { name: 'neon' })).status).toBe(404)
  })
})
