import type { TFunction } from 'i18next'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Focusable } from '../../renderer'
import { renderScene } from '../../scenes/shared/testStage'
import { createFakeClock } from '../api/fakes'
import { TranslateContext } from '../i18n/react'
import type { Logger } from '../services/logger'
import { createOverlayManager, OVERLAY_OPEN_DELAY_MS } from '../services/overlays'
import { lazyOverlay, lazyPart, lazyScene } from './lazyScene'

// text is measured on a canvas; a label here fits as it is
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const t = ((key: string) => key) as unknown as TFunction

/** a fetch the test settles by hand, counting its calls */
function deferredFetch<T>() {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = []
  const fetch = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }))
  return { fetch, calls }
}

function recordingLog() {
  const errors: string[] = []
  const log: Logger = { info: () => {}, warn: () => {}, error: (message) => errors.push(message) }
  return { log, errors }
}

type Props = { title: string }
const Screen: ComponentType<Props> = ({ title }) => (
  <Focusable id="screen" width={10} height={10} role="heading" name={title} />
)

const roles = (mirror: Array<{ role: string; name: string }>) =>
  mirror.map(({ role, name }) => `${role} ${name}`)

describe('lazyPart', () => {
  it('fetches once, however many ask, and keeps what it built', async () => {
    let fetched = 0
    const part = lazyPart(async () => ({ built: ++fetched }))
    expect(part.loaded).toBeNull()
    const [a, b] = await Promise.all([part.load(), part.load()])
    expect(a).toBe(b)
    expect(await part.load()).toBe(a)
    expect(part.loaded).toBe(a)
    expect(fetched).toBe(1)
  })

  it('forgets a failed fetch: the next call fetches again', async () => {
    let fetched = 0
    const part = lazyPart(async () => {
      fetched++
      if (fetched === 1) throw new Error('offline')
      return 'in'
    })
    await expect(part.load()).rejects.toThrow('offline')
    expect(part.loaded).toBeNull()
    expect(await part.load()).toBe('in')
    expect(fetched).toBe(2)
  })
})

describe('lazyScene', () => {
  it('shows the loading state until the code arrives, then the screen with its props', async () => {
    const { fetch, calls } = deferredFetch<ComponentType<Props>>()
    const Lazy = lazyScene(fetch, recordingLog().log, 'Weather')
    const { mirror, step } = await renderScene(
      <TranslateContext.Provider value={t}>
        <Lazy title="Istanbul" />
      </TranslateContext.Provider>,
    )
    expect(roles(mirror)).toEqual(['status common.loading'])
    await step(() => calls[0]?.resolve(Screen))
    expect(roles(mirror)).toEqual(['heading Istanbul'])
    expect(calls).toHaveLength(1)
  })

  it('mounts a screen whose code is in at once, without a loading frame', async () => {
    const { fetch, calls } = deferredFetch<ComponentType<Props>>()
    const Lazy = lazyScene(fetch, recordingLog().log, 'Weather')
    const first = await renderScene(
      <TranslateContext.Provider value={t}>
        <Lazy title="Istanbul" />
      </TranslateContext.Provider>,
    )
    await first.step(() => calls[0]?.resolve(Screen))
    await first.unmount()
    const again = await renderScene(
      <TranslateContext.Provider value={t}>
        <Lazy title="Ankara" />
      </TranslateContext.Provider>,
    )
    expect(roles(again.mirror)).toEqual(['heading Ankara'])
    expect(calls).toHaveLength(1)
  })

  it('a failed load shows the error screen and is logged; the next visit fetches again', async () => {
    const { fetch, calls } = deferredFetch<ComponentType<Props>>()
    const { log, errors } = recordingLog()
    const Lazy = lazyScene(fetch, log, 'Weather')
    const tree = (title: string) => (
      <TranslateContext.Provider value={t}>
        <Lazy title={title} />
      </TranslateContext.Provider>
    )
    const failed = await renderScene(tree('Istanbul'))
    await failed.step(() => calls[0]?.reject(new Error('A part of the portal could not be loaded')))
    expect(roles(failed.mirror)).toEqual([
      'alert errors.somethingWentWrong',
      'heading errors.somethingWentWrong',
      'text loading.screenFailed',
    ])
    expect(errors).toEqual(['Weather could not be loaded: A part of the portal could not be loaded'])
    await failed.unmount()
    const retried = await renderScene(tree('Istanbul'))
    expect(roles(retried.mirror)).toEqual(['status common.loading'])
    await retried.step(() => calls[1]?.resolve(Screen))
    expect(roles(retried.mirror)).toEqual(['heading Istanbul'])
  })
})

describe('lazyOverlay', () => {
  const manager = () => {
    const clock = createFakeClock(0)
    const overlays = createOverlayManager({ clock, focus: { openScope: () => {}, closeScope: () => {} } })
    return { clock, overlays }
  }

  it('draws and fetches nothing until one of its kinds opens, then stays mounted', async () => {
    const { clock, overlays } = manager()
    const { fetch, calls } = deferredFetch<ComponentType<Props>>()
    const Toast = lazyOverlay(overlays, ['toast'], fetch, recordingLog().log)
    const { mirror, step } = await renderScene(<Toast title="Saved" />)
    expect(calls).toHaveLength(0)
    expect(mirror).toEqual([])
    let closed = ''
    await step(() => void overlays.open('toast', { content: 'Saved' }).then((r) => (closed = r.outcome)))
    expect(calls).toHaveLength(1)
    await step(() => calls[0]?.resolve(Screen))
    await step(() => clock.advance(OVERLAY_OPEN_DELAY_MS))
    expect(roles(mirror)).toEqual(['heading Saved'])
    await step(() => overlays.close('toast', 'closed'))
    expect(closed).toBe('closed')
    // closed overlays draw nothing themselves; the loaded component stays and decides
    expect(roles(mirror)).toEqual(['heading Saved'])
  })

  it('a failed fetch closes the overlay with "error" and is logged; the next opening fetches again', async () => {
    const { overlays } = manager()
    const { fetch, calls } = deferredFetch<ComponentType<Props>>()
    const { log, errors } = recordingLog()
    const Panel = lazyOverlay(overlays, ['messages'], fetch, log)
    const { mirror, step } = await renderScene(<Panel title="Messages" />)
    let outcome = ''
    await step(() => void overlays.open('messages', { id: 1 }).then((r) => (outcome = r.outcome)))
    await step(() => calls[0]?.reject(new Error('A part of the portal could not be loaded')))
    expect(outcome).toBe('error')
    expect(errors).toEqual([
      'The messages overlay could not be loaded: A part of the portal could not be loaded',
    ])
    expect(mirror).toEqual([])
    await step(() => void overlays.open('messages', { id: 1 }))
    expect(calls).toHaveLength(2)
    await step(() => calls[1]?.resolve(Screen))
    expect(roles(mirror)).toEqual(['heading Messages'])
  })
})
