import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createOverlayManager, OVERLAY_OPEN_DELAY_MS } from '../overlays'
import { languageItems, openPick, paneItems, paneOptions, subItems } from './sidepane'

const focus = { openScope: () => undefined, closeScope: () => undefined }

describe('side pane (portal spec §2 Overlays, §5 Sidepane)', () => {
  it('reads {id, label}, {id, title} and plain entries, dropping the rest', () => {
    expect(paneItems([{ id: 'a', label: 'A' }, { id: 2, title: 'B' }, 'C', { id: 'x' }, null, 4])).toEqual([
      { id: 'a', label: 'A' },
      { id: '2', label: 'B' },
      { id: 'C', label: 'C' },
      { id: '4', label: '4' },
    ])
  })

  it('sits on the left unless asked for the right', () => {
    expect(paneOptions({}).position).toBe('left')
    expect(paneOptions({ position: 'right', selected: 'de_DE' })).toEqual({
      position: 'right',
      selected: 'de_DE',
      subtitle: null,
    })
  })

  it('resolves with the chosen entry, or null when closed without a choice', async () => {
    const clock = createFakeClock()
    const overlays = createOverlayManager({ clock, focus })
    const items = [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ]
    const chosen = openPick(overlays, 'Pick', items)
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(overlays.current('sidepane')?.phase).toBe('active')
    overlays.close('sidepane', 'confirmed', { id: 'b', label: 'B' })
    expect(await chosen).toBe('b')

    const cancelled = openPick(overlays, 'Pick', items)
    overlays.close('sidepane', 'cancelled')
    expect(await cancelled).toBeNull()
    const unknown = openPick(overlays, 'Pick', items)
    overlays.close('sidepane', 'confirmed', { id: 'zzz', label: 'Z' })
    expect(await unknown).toBeNull()
  })

  it('lists sub-items and languages by their titles', () => {
    const sub = {
      id: 51,
      title: 'Spa',
      image_type: 'icon',
      image: '',
      isShow: true,
      isHome: false,
      module: 'cms',
      target: 'spa',
      subs: [],
    }
    expect(subItems([sub])).toEqual([{ id: '51', label: 'Spa' }])
    expect(languageItems([{ code: 'de_DE', NAME: 'Deutsch', selected: false }])).toEqual([
      { id: 'de_DE', label: 'Deutsch' },
    ])
  })
})
