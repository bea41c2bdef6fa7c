import { describe, expect, it } from 'vitest'
import { createStores } from '../stores'
import { createActionExecutor } from './actions'
import { fakeActionsApi, fakeLog, makeAction } from './actions/fakes'
import { createPopupController, OVERLAY_OPEN_DELAY_MS } from './overlays'
import { overlayFixture } from './overlays/fakes'
import { POPUP_ACTION_MESSAGES, registerPopupActions } from './popupActions'

function fixture() {
  const { clock, manager } = overlayFixture()
  const api = fakeActionsApi()
  const executor = createActionExecutor({ stores: createStores(), api, handlers: {}, log: fakeLog(), clock })
  const popup = createPopupController({
    manager,
    clock,
    pauseBackground: () => executor.pause(),
    resumeBackground: () => void executor.resume(),
  })
  registerPopupActions(executor, { popup, popupOpen: () => manager.current('popup') !== undefined })
  return { clock, manager, api, executor }
}

describe('Message.Image / Message.Video remote actions (portal spec §4)', () => {
  it('Message.Image opens an image popup and reports success', async () => {
    const { manager, api, executor } = fixture()
    await executor.run([makeAction(1, 'Message.Image', { image: '/a.svg', skip: true })])
    expect(manager.current('popup')?.request).toMatchObject({ type: 'image', images: ['/a.svg'], skip: true })
    expect(api.reports).toEqual([expect.objectContaining({ id: 1, status: true })])
  })

  it('Message.Video opens a video popup, whatever type the params say', async () => {
    const { manager, executor } = fixture()
    await executor.run([makeAction(2, 'Message.Video', { type: 'image', video: '/v.m3u8', loop: true })])
    expect(manager.current('popup')?.request).toMatchObject({ type: 'video', video: '/v.m3u8', loop: true })
  })

  it('a request without its media fails the action with the reason', async () => {
    const { manager, api, executor } = fixture()
    await executor.run([makeAction(3, 'Message.Video', { image: '/a.svg' })])
    expect(manager.current('popup')).toBeUndefined()
    expect(api.reports).toEqual([
      expect.objectContaining({ id: 3, status: false, message: 'Popup needs an image or a video' }),
    ])
  })

  it('the popup pauses later regular actions until 1 s after it closes', async () => {
    const { clock, manager, api, executor } = fixture()
    await executor.run([
      makeAction(4, 'Message.Image', { image: '/a.svg', skip: true }),
      makeAction(5, 'Message.Image', { image: '/b.svg', skip: true }),
    ])
    expect(api.reports.map((report) => report.id)).toEqual([4])
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    manager.close('popup', 'skip')
    clock.advance(1000)
    await executor.resume()
    expect(api.reports.map((report) => report.id)).toEqual([4, 5])
    expect(manager.current('popup')?.request).toMatchObject({ images: ['/b.svg'] })
  })

  it('while a popup is up a new popup action fails as busy', async () => {
    const { manager, api, executor } = fixture()
    await executor.run([makeAction(6, 'Message.Image', { image: '/a.svg' })])
    await executor.resume()
    await executor.run([makeAction(7, 'Message.Image', { image: '/b.svg' })])
    expect(manager.current('popup')?.request).toMatchObject({ images: ['/a.svg'] })
    expect(api.reports[1]).toMatchObject({ id: 7, status: false, message: POPUP_ACTION_MESSAGES.busy })
  })
})
