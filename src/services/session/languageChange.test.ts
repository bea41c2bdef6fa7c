import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { createStores, type Stores } from '../../stores'
import { device, guest } from './fixtures'
import { changeLanguage } from './languageChange'

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
