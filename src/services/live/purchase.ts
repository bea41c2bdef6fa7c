// portal spec §4 Categories / §5: a priced channel not owned shows the purchase panel with Buy (Buy shown
// if price set and not owned); the confirmation shows price and currency; the order is sent, orders are
// refetched, and an owned channel plays with the guide open. Owned comes from the channel or the orders.
import type { Channel, Order } from '../../api/types'

export const isChannelOwned = (channel: Channel, orders: readonly Order[]): boolean =>
  channel.owned ||
  (channel.price !== null &&
    orders.some((order) => order.action === 'Channel' && order.description === channel.price?.group))

/** portal spec §5: Buy shown if price set and not owned */
export const isChannelLocked = (channel: Channel, orders: readonly Order[]): boolean =>
  channel.price !== null && channel.price.value > 0 && !isChannelOwned(channel, orders)

/** portal spec §3 Order: action Channel, description the channel's price group */
export const channelOrder = (channel: Channel): Order => ({
  action: 'Channel',
  description: channel.price?.group ?? '',
})

/** Price text for the confirmation, e.g. 9.99 € (portal spec §5: price and currency). */
export const formatPrice = (value: number): string =>
  Number.isInteger(value) ? String(value) : value.toFixed(2)
