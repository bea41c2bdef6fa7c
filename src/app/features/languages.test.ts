import { describe, expect, it } from 'vitest'
import { createStores } from '../../stores'
import type { PortalContext } from '../context'
import { languagesFeature } from './languages'

function setup(language: string) {
  const stores = createStores()
  stores.hotel.setState({ language })
  const calls: Array<{ rtl: boolean; lang: string }> = []
  const stage = { setDirection: (direction: { rtl: boolean; lang: string }) => calls.push(direction) }
  const feature = languagesFeature({ stores, stage } as unknown as PortalContext)
  return { stores, calls, feature }
}

describe('the renderer direction follows the interface language (issue 12)', () => {
  it('starts in the direction of the current language', () => {
    expect(setup('ar_AR').calls).toEqual([{ rtl: true, lang: 'ar' }])
    expect(setup('en_US').calls).toEqual([{ rtl: false, lang: 'en' }])
  })

  it('switches at run time when the language changes (settings, check-in, sync), once per change', () => {
    const { stores, calls } = setup('en_US')
    stores.hotel.setState({ language: 'iw_IL' })
    stores.hotel.setState({ mac: 'aa' })
    stores.hotel.setState({ language: 'zh_CN' })
    expect(calls).toEqual([
      { rtl: false, lang: 'en' },
      { rtl: true, lang: 'he' },
      { rtl: false, lang: 'zh' },
    ])
  })

  it('stops following on teardown', () => {
    const { stores, calls, feature } = setup('en_US')
    feature.stop?.()
    stores.hotel.setState({ language: 'ar_AR' })
    expect(calls).toHaveLength(1)
  })
})
