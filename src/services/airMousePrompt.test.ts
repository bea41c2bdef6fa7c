import { describe, expect, it, vi } from 'vitest'
import { AIR_MOUSE_IMAGES, createAirMousePrompt } from './airMousePrompt'

function setup() {
  const deps = {
    openPopup: vi.fn(async () => ({ outcome: 'skip' })),
    closePopup: vi.fn(),
    setNavigation: vi.fn(),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  }
  return { deps, prompt: createAirMousePrompt(deps) }
}

describe('air-mouse popup (adapters spec §2)', () => {
  it('shows the full-screen image that asks for the air mouse and disables remote navigation', () => {
    const { deps, prompt } = setup()
    prompt.onPrompt('required')
    expect(deps.openPopup).toHaveBeenCalledWith({
      type: 'image',
      image: AIR_MOUSE_IMAGES.required,
      skip: false,
    })
    expect(deps.setNavigation).toHaveBeenCalledWith(false)
  })

  it('shows the image that asks to deactivate it for an app that does not need it', () => {
    const { deps, prompt } = setup()
    prompt.onPrompt('deactivate')
    expect(deps.openPopup).toHaveBeenCalledWith({
      type: 'image',
      image: AIR_MOUSE_IMAGES.deactivate,
      skip: false,
    })
  })

  it('closes when the mouse state changes and enables navigation again', () => {
    const { deps, prompt } = setup()
    prompt.onPrompt('required')
    prompt.onPrompt(null)
    expect(deps.closePopup).toHaveBeenCalledOnce()
    expect(deps.setNavigation).toHaveBeenLastCalledWith(true)
    expect(prompt.shown()).toBeNull()
  })

  it('does nothing on a mouse change when no popup is shown', () => {
    const { deps, prompt } = setup()
    prompt.onPrompt(null)
    expect(deps.closePopup).not.toHaveBeenCalled()
    expect(deps.setNavigation).not.toHaveBeenCalled()
  })
})
