// The films guests bought on their TV (POST /api/set/order with action Vod), as the front desk's
// activity list shows them: who, which room, which film and at what price (issue 13).

export type VodPurchase = {
  guest_id: number
  guest_name: string
  room: string
  vod_id: number
  title: string
  /** the wire price, e.g. '4.99' */
  price: string | null
  received_at: string
}

export type VodOrderBook = ReturnType<typeof createVodOrderBook>

export function createVodOrderBook(now: () => number) {
  let purchases: VodPurchase[] = []
  return {
    reset(): void {
      purchases = []
    },
    add(purchase: Omit<VodPurchase, 'received_at'>): VodPurchase {
      const entry = { ...purchase, received_at: new Date(now()).toISOString() }
      purchases.push(entry)
      return entry
    },
    /** newest first */
    list: (): VodPurchase[] => [...purchases].reverse(),
  }
}
