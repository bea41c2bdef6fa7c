// The cart is the guest's (portal spec §5/§8 Cart). The sideloads feature loads after Home
// (src/app/laterFeatures.ts), so after the boot sync has found the guest: it loads the cart of the guest
// it finds, and again whenever the guest changes.
import { describe, expect, it } from 'vitest'
import type { Device } from '../../api/types'
import { createStores } from '../../stores'
import { createServiceRegistry, type PortalContext } from '../context'
import { sideloadsFeature } from './sideloads'

const withGuest = (id: number | null) => ({ guest: id === null ? null : { id } }) as unknown as Device

function setup(device: Device | null) {
  const stores = createStores()
  if (device) stores.hotel.setState({ device })
  const asked: number[] = []
  const api = {
    client: {
      getCart: async (guestId: number) => {
        asked.push(guestId)
        return [{ id: 1, count: 2, action_type: 'food', title: 'Soup', price: 4 }]
      },
    },
  }
  const services = createServiceRegistry()
  const log = { info: () => {}, warn: () => {}, error: () => {} }
  const feature = sideloadsFeature({ stores, api, services, log } as unknown as PortalContext)
  return { stores, asked, feature, cart: services.need('cart') }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the sideloads feature: the guest cart', () => {
  it('made after the boot sync, it loads the cart of the guest already there', async () => {
    const { asked, cart } = setup(withGuest(5101))
    await settled()
    expect(asked).toEqual([5101])
    expect(cart.store.getState().items).toHaveLength(1)
  })

  it('with no guest yet it asks for nothing, then loads when a guest checks in, and again on the next one', async () => {
    const { stores, asked, feature } = setup(withGuest(null))
    await settled()
    expect(asked).toEqual([])
    stores.hotel.setState({ device: withGuest(5101) })
    stores.hotel.setState({ mac: 'aa' }) // another change: no new load
    stores.hotel.setState({ device: withGuest(5102) })
    await settled()
    expect(asked).toEqual([5101, 5102])
    feature.stop?.()
    stores.hotel.setState({ device: withGuest(5103) })
    expect(asked).toEqual([5101, 5102])
  })
})
