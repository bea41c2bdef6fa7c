import { describe, expect, it } from 'vitest'
import { Container, Graphics } from 'pixi.js'
import { Backdrops, TRANSPARENT, coversView, drawnFirst } from './backdrops'

const DESIGN = { width: 1280, height: 720 }
const VIEW = { width: 1280, height: 720 }

/** one frame's preparation: whether the clear colour changed, and the colour */
const frame = (backdrops: Backdrops, root: Container) => {
  const changed = backdrops.prepare(root, VIEW)
  return { changed, clear: [...backdrops.clear] }
}

/** stage → [background layer, screen → [backdrop → surface, content]], as the portal mounts a screen */
function scene() {
  const root = new Container()
  const background = new Container({ label: 'background' })
  const screen = new Container({ label: 'screen' })
  const node = new Container({ label: 'backdrop' })
  const surface = new Graphics()
  node.addChild(surface)
  screen.addChild(node, new Graphics())
  root.addChild(background, screen)
  return { root, background, screen, node, surface }
}

describe('drawnFirst', () => {
  it('is true when what comes before is empty or hidden, false once something before it draws', () => {
    const { root, background, node } = scene()
    expect(drawnFirst(node, root)).toBe(true)
    const picture = new Graphics()
    background.addChild(picture)
    expect(drawnFirst(node, root)).toBe(false)
    picture.visible = false
    expect(drawnFirst(node, root)).toBe(true)
    background.addChild(new Container({ children: [new Graphics()] }))
    expect(drawnFirst(node, root)).toBe(false)
    background.visible = false
    expect(drawnFirst(node, root)).toBe(true)
  })

  it('is false for a backdrop that is not shown', () => {
    const { root, screen, node } = scene()
    screen.visible = false
    expect(drawnFirst(node, root)).toBe(false)
  })
})

describe('coversView', () => {
  it('covers the canvas at the stage’s scale, not when slid or letterboxed', () => {
    const { root, node } = scene()
    root.scale.set(1.5)
    expect(coversView(node, root, DESIGN, { width: 1920, height: 1080 })).toBe(true)
    node.x = 40
    expect(coversView(node, root, DESIGN, { width: 1920, height: 1080 })).toBe(false)
    node.x = 0
    // a 4:3 screen: the 16:9 design is letterboxed, its bands are not the surface
    root.scale.set(1)
    root.y = 60
    expect(coversView(node, root, DESIGN, { width: 1280, height: 840 })).toBe(false)
    root.y = 0
    expect(coversView(node, root, DESIGN, { width: 1280, height: 720 })).toBe(true)
  })
})

describe('Backdrops.prepare', () => {
  it('clears to the surface colour (premultiplied) and hides the surface while nothing is before it', () => {
    const { root, node, surface, background } = scene()
    const backdrops = new Backdrops(DESIGN)
    backdrops.add({ node, surface, fill: 0x336699, alpha: 0.5 })
    expect(frame(backdrops, root).clear).toEqual([
      (0x33 / 255) * 0.5,
      (0x66 / 255) * 0.5,
      (0x99 / 255) * 0.5,
      0.5,
    ])
    expect(surface.visible).toBe(false)
    // the next frame: nothing changed, the clear colour is kept as it is
    expect(frame(backdrops, root).changed).toBe(false)
    // a background picture under a translucent screen: the surface is drawn over it, as a Box
    background.addChild(new Graphics())
    expect(frame(backdrops, root)).toEqual({ changed: true, clear: TRANSPARENT })
    expect(surface.visible).toBe(true)
  })

  it('takes a fading screen’s alpha into the clear colour', () => {
    const { root, screen, node, surface } = scene()
    screen.alpha = 0.5
    const backdrops = new Backdrops(DESIGN)
    backdrops.add({ node, surface, fill: 0xffffff, alpha: 1 })
    expect(frame(backdrops, root).clear).toEqual([0.5, 0.5, 0.5, 0.5])
  })

  it('lets one backdrop at most stand in for the clear; removing it draws its surface again', () => {
    const { root, node, surface, screen } = scene()
    const second = new Container()
    const secondSurface = new Graphics()
    second.addChild(secondSurface)
    screen.addChild(second)
    const backdrops = new Backdrops(DESIGN)
    const remove = backdrops.add({ node, surface, fill: 0x000000, alpha: 1 })
    backdrops.add({ node: second, surface: secondSurface, fill: 0xffffff, alpha: 1 })
    expect(frame(backdrops, root).clear).toEqual([0, 0, 0, 1])
    expect([surface.visible, secondSurface.visible]).toEqual([false, true])
    remove()
    expect(surface.visible).toBe(true)
    // the remaining one has the first screen's content drawn before it
    expect(frame(backdrops, root).clear).toEqual(TRANSPARENT)
    expect(secondSurface.visible).toBe(true)
  })

  it('with no backdrop the frame is cleared transparent (the video layer shows through)', () => {
    const { root } = scene()
    expect(frame(new Backdrops(DESIGN), root)).toEqual({ changed: false, clear: TRANSPARENT })
  })
})
