import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { createStores, type Stores } from '../../stores'
import { device, guest } from './fixtures'
import { changeLanguage, chooseLanguage } from './languageChange'

let stores: Stores

function setup(withGuest = true) {
  stores.hotel.setState({ device: device({ guest: withGuest ? guest({ language: 'en_US' }) : null }) })
  const deps = {
    stores,
    api: { updateGuest: vi.fn(async () => true) },
    applyLanguage: vi.fn(async () => undefined),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  }
  return { deps }
}

describe('language change (portal spec §4 Language change)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('applies the language to the UI and date locale', async () => {
    const { deps } = setup()
    await changeLanguage('tr_TR', deps)
    expect(deps.applyLanguage).toHaveBeenCalledWith('tr_TR')
    expect(stores.hotel.getState().language).toBe('tr_TR')
  })

  it('updates the guest record when the language differs', async () => {
    const { deps } = setup()
    expect(await changeLanguage('tr_TR', deps)).toBe(true)
    expect(deps.api.updateGuest).toHaveBeenCalledWith(guest({ language: 'tr_TR' }))
    expect(stores.hotel.getState().device?.guest?.language).toBe('tr_TR')
  })

  it('does not update the guest record when the language is the same', async () => {
    const { deps } = setup()
    expect(await changeLanguage('en_US', deps)).toBe(false)
    expect(deps.api.updateGuest).not.toHaveBeenCalled()
  })

  it('does not update a guest record when no guest is checked in', async () => {
    const { deps } = setup(false)
    expect(await changeLanguage('tr_TR', deps)).toBe(false)
    expect(deps.api.updateGuest).not.toHaveBeenCalled()
  })

  it('logs a 5xx from guest update and keeps the new language', async () => {
    const { deps } = setup()
    deps.api.updateGuest.mockRejectedValueOnce(
      new ApiError('http', 'POST /api/set/guest/update', 'status 500'),
    )
    expect(await changeLanguage('tr_TR', deps)).toBe(false)
    expect(deps.log.error).toHaveBeenCalled()
    expect(stores.hotel.getState().language).toBe('tr_TR')
  })

  it('logs a dictionary that fails to load and still changes the language', async () => {
    const { deps } = setup()
    deps.applyLanguage.mockRejectedValueOnce(new Error('404'))
    await changeLanguage('tr_TR', deps)
    expect(deps.log.error).toHaveBeenCalledWith('Language tr_TR could not be applied: 404', expect.anything())
    expect(deps.api.updateGuest).toHaveBeenCalled()
  })
})

describe("a guest's own choice of language (Welcome's list, the info bar's)", () => {
  beforeEach(() => {
    stores = createStores()
  })

  function choice() {
    const { deps } = setup()
    const order: string[] = []
    const session = new Map<string, string>()
    const sync = vi.fn(async () => {
      // the language sync runs with the session already holding the choice (the Channel-Language header)
      order.push(`sync ${session.get('language')} ${stores.hotel.getState().language}`)
    })
    return {
      deps: {
        ...deps,
        session: { setItem: (key: string, value: string) => void session.set(key, value) },
        languageSync: sync,
      },
      order,
      session,
      sync,
    }
  }

  it('keeps it in the session, changes the language, then runs the language sync in it', async () => {
    const { deps, order, session } = choice()
    await chooseLanguage('el_EL', deps)
    expect(session.get('language')).toBe('el_EL')
    expect(deps.api.updateGuest).toHaveBeenCalledWith(guest({ language: 'el_EL' }))
    expect(order).toEqual(['sync el_EL el_EL'])
  })

  it('logs a failed sync and keeps the chosen language', async () => {
    const { deps, sync } = choice()
    sync.mockRejectedValueOnce(new ApiError('http', 'GET /api/get/navigation', 'status 500'))
    await chooseLanguage('de_DE', deps)
    expect(deps.log.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Language sync failed: /),
      expect.any(ApiError),
    )
    expect(stores.hotel.getState().language).toBe('de_DE')
  })

  it('a session storage that refuses the write is logged; the language still changes and syncs', async () => {
    const { deps, sync } = choice()
    deps.session.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    await chooseLanguage('tr_TR', deps)
    expect(deps.log.warn).toHaveBeenCalledWith(expect.stringContaining('QuotaExceededError'))
    expect(stores.hotel.getState().language).toBe('tr_TR')
    expect(sync).toHaveBeenCalled()
  })
})
