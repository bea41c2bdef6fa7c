import { describe, expect, it } from 'vitest'
import { manualClock } from '../../time/fakes'
import { createAnnouncer, FOCUS_SETTLE_MS, MAX_UTTERANCE_MS } from './announcer'
import { fakeLiveRegion, fakeSpeechEngine } from './fakes'

function setup({ enabled = true, engine = true } = {}) {
  const time = manualClock()
  const speech = fakeSpeechEngine()
  const live = fakeLiveRegion()
  let on = enabled
  let language = 'en'
  const announcer = createAnnouncer({
    clock: time.clock,
    engine: () => (engine ? speech.engine : null),
    region: live.region,
    language: () => language,
    enabled: () => on,
  })
  return {
    announcer,
    speech,
    live,
    time,
    setOn: (value: boolean) => (on = value),
    setLanguage: (tag: string) => (language = tag),
  }
}

describe('announcer (issue 12)', () => {
  it('speaks in the interface language', () => {
    const { announcer, speech, setLanguage } = setup()
    setLanguage('ar')
    announcer.announce('الرئيسية')
    expect(speech.spoken()).toEqual(['الرئيسية'])
    expect(speech.languages()).toEqual(['ar'])
  })

  it('mirrors every utterance to the live region with its politeness', () => {
    const { announcer, live } = setup()
    announcer.announce('Your cart has been updated.')
    announcer.announce('Are you sure?', { politeness: 'assertive' })
    expect(live.said).toEqual([
      { text: 'Your cart has been updated.', politeness: 'polite' },
      { text: 'Are you sure?', politeness: 'assertive' },
    ])
  })

  it('polite announcements wait for the one being spoken, in order', async () => {
    const { announcer, speech } = setup()
    announcer.announce('Live TV')
    announcer.announce('Toast one')
    announcer.announce('Toast two')
    expect(speech.spoken()).toEqual(['Live TV'])
    expect(announcer.queued()).toEqual(['Toast one', 'Toast two'])
    await speech.end()
    expect(speech.spoken()).toEqual(['Live TV', 'Toast one'])
    await speech.end()
    expect(speech.spoken()).toEqual(['Live TV', 'Toast one', 'Toast two'])
  })

  it('an assertive announcement cuts off the current one and clears the queue', () => {
    const { announcer, speech } = setup()
    announcer.announce('Live TV')
    announcer.announce('Toast')
    announcer.announce('Please Enter PIN Code', { politeness: 'assertive' })
    expect(speech.cancels()).toBe(1)
    expect(speech.spoken()).toEqual(['Live TV', 'Please Enter PIN Code'])
    expect(announcer.queued()).toEqual([])
  })

  it('focus is spoken only once it has settled', () => {
    const { announcer, speech, time } = setup()
    announcer.focus('CNN')
    time.advance(FOCUS_SETTLE_MS - 1)
    announcer.focus('BBC')
    time.advance(FOCUS_SETTLE_MS - 1)
    expect(speech.spoken()).toEqual([])
    time.advance(1)
    expect(speech.spoken()).toEqual(['BBC'])
  })

  it('a new focus cancels the stale focus utterance and goes before queued messages', () => {
    const { announcer, speech, time } = setup()
    announcer.focus('CNN')
    time.advance(FOCUS_SETTLE_MS)
    announcer.announce('Toast')
    announcer.focus('BBC')
    time.advance(FOCUS_SETTLE_MS)
    expect(speech.cancels()).toBe(1)
    expect(speech.spoken()).toEqual(['CNN', 'BBC'])
    expect(announcer.queued()).toEqual(['Toast'])
  })

  it('a new focus lets a screen title or dialog text finish, then goes first', async () => {
    const { announcer, speech, time } = setup()
    announcer.announce('Are you sure you want to return to live?', { politeness: 'assertive' })
    announcer.focus('OK')
    time.advance(FOCUS_SETTLE_MS)
    expect(speech.cancels()).toBe(0)
    expect(announcer.queued()).toEqual(['OK'])
    await speech.end()
    expect(speech.spoken()).toEqual(['Are you sure you want to return to live?', 'OK'])
  })

  it('a cancelled utterance that ends late does not advance the queue twice', async () => {
    const { announcer, speech } = setup()
    announcer.announce('One')
    announcer.announce('Two', { politeness: 'assertive' })
    announcer.announce('Three')
    await speech.end() // "One" reports its end after being cancelled
    expect(announcer.speaking()).toBe('Two')
    expect(announcer.queued()).toEqual(['Three'])
  })

  it('an engine that never reports the end frees the queue after the longest utterance time', () => {
    const { announcer, speech, time } = setup()
    announcer.announce('One')
    announcer.announce('Two')
    time.advance(MAX_UTTERANCE_MS)
    expect(speech.spoken()).toEqual(['One', 'Two'])
  })

  it('a focus given as a getter is read when focus has settled', () => {
    const { announcer, speech, time } = setup()
    let name = ''
    announcer.focus(() => name)
    name = 'Live TV'
    time.advance(FOCUS_SETTLE_MS)
    expect(speech.spoken()).toEqual(['Live TV'])
  })

  it('without a speech engine the live region still carries every announcement', () => {
    const { announcer, live, time } = setup({ engine: false })
    announcer.announce('Home')
    announcer.focus('Live TV')
    time.advance(FOCUS_SETTLE_MS)
    expect(live.said.map((entry) => entry.text)).toEqual(['Home', 'Live TV'])
    expect(announcer.speaking()).toBeNull()
  })

  it('says nothing while it is off', () => {
    const { announcer, speech, live, time } = setup({ enabled: false })
    announcer.announce('Home')
    announcer.focus('Live TV')
    time.advance(FOCUS_SETTLE_MS)
    expect(speech.spoken()).toEqual([])
    expect(live.said).toEqual([])
  })

  it('stop silences the current utterance, the queue and a pending focus', () => {
    const { announcer, speech, time } = setup()
    announcer.announce('One')
    announcer.announce('Two')
    announcer.focus('Three')
    announcer.stop()
    time.advance(FOCUS_SETTLE_MS)
    expect(speech.cancels()).toBe(1)
    expect(speech.spoken()).toEqual(['One'])
    expect(announcer.queued()).toEqual([])
  })
})
