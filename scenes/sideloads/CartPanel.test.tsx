import type { TFunction } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import type { CartItem } from '../../src/api/types'
import { TranslateContext } from '../../src/i18n/react'
import type { Logger } from '../../src/services/logger'
import { CART_TEXT, createCart, type CartNotice } from '../../src/services/sideloads'
import { createStores } from '../../src/stores'
import { PortalContext, type ScenePorts } from '../shared/portalContext'
import { renderScene } from '../shared/testStage'
import { CART_SEND_ID, CartPanel } from './CartPanel'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
  canvasMeasurer: () => ({ width: (text: string) => text.length * 8 }),
}))

const t = ((key: string) => key) as unknown as TFunction
const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const item: CartItem = {
  title: 'Club sandwich',
  count: 2,
  code: 'CS',
  id: 7,
  price: 12,
  main: '',
  catalog: '',
  endpoint: '',
  action_type: 'product',
}

describe('cart panel checkout (portal spec §8 Cart: cleared and closed in every case)', () => {
  it('Send closes the cart panel once, and not whatever side panel is up when the answer comes', async () => {
    // no device record: the order is refused with the check-in text, after the cart is cleared
    const cart = createCart({
      api: { getCart: vi.fn(), sendCart: vi.fn() } as never,
      log,
      device: () => null,
      identity: () => null,
    })
    cart.store.setState({ items: [item] })
    const close = vi.fn()
    const notices: CartNotice[] = []
    const ports = { stores: createStores() } as unknown as ScenePorts
    const scene = await renderScene(
      <PortalContext.Provider value={ports}>
        <TranslateContext.Provider value={t}>
          <CartPanel deps={{ cart, notify: (notice) => notices.push(notice) }} close={close} />
        </TranslateContext.Provider>
      </PortalContext.Provider>,
    )
    await scene.step(() => scene.focus.focus(CART_SEND_ID))
    await scene.step(() => scene.focus.select())
    expect(cart.store.getState().items).toEqual([])
    expect(notices).toEqual([{ key: CART_TEXT.needCheckIn, tone: 'warning' }])
    expect(close).toHaveBeenCalledOnce()
  })
})
