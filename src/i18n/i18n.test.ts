import { describe, expect, it } from 'vitest'
import { createFakeClock, createFakeFetch, jsonResponse, textResponse } from '../api/fakes'
import { REQUEST_TIMEOUT_MS, type ResponseLike } from '../api/http'
import english from '../../locales/en_US.json'
import turkish from '../../locales/tr_TR.json'
import { dictionary as laterEnglish } from '../../locales/en_US.json?later'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { LATER_NAMESPACES } from '../../scripts/english-parts.mjs'
import { createDictionaryLoader, createTranslator } from './i18n'

/** A fetch answering from `answers` by URL (404 otherwise); 'hang' never answers until aborted. */
function fakeFetch(answers: Record<string, ResponseLike | 'hang'>) {
  const fetch = createFakeFetch(({ url }) => answers[url] ?? textResponse(404, 'not found'))
  return { fetch, asked: () => fetch.calls.map((call) => call.url) }
}

describe('dictionaries', () => {
  it('English, the fallback, comes from the bundle; another language from the v2 host, once', async () => {
    const { fetch, asked } = fakeFetch({ '/v2/locales/tr_TR.json': jsonResponse(200, turkish) })
    const load = createDictionaryLoader({ base: '/v2/', fetch, clock: createFakeClock() })
    // the boot file's part: English without the later features' namespaces (scripts/english-parts.mjs)
    expect({ ...(await load('en_US')), ...laterEnglish }).toEqual(english)
    expect(asked()).toEqual([])
    const translator = await createTranslator(load)
    expect(await translator.use('tr_TR')).toBe('tr_TR')
    expect(await translator.use('en_US')).toBe('en_US')
    expect(await translator.use('tr_TR')).toBe('tr_TR')
    expect(asked()).toEqual(['/v2/locales/tr_TR.json'])
    expect(translator.fixedT('tr_TR')('common.cancel')).toBe(turkish.common.cancel)
    expect(turkish.common.cancel).not.toBe(english.common.cancel)
  })

  it('a missing, malformed or non-object dictionary rejects with the file named', async () => {
    const { fetch } = fakeFetch({
      '/v2/locales/de_DE.json': textResponse(200, '{"live": '),
      '/v2/locales/fr_FR.json': jsonResponse(200, ['not', 'an', 'object']),
      '/v2/locales/it_IT.json': textResponse(500, 'oops'),
    })
    const load = createDictionaryLoader({ base: '/v2/', fetch, clock: createFakeClock() })
    await expect(load('ru_RU')).rejects.toThrow('GET locales/ru_RU.json failed with status 404')
    await expect(load('de_DE')).rejects.toThrow('GET locales/de_DE.json: response is not JSON')
    await expect(load('fr_FR')).rejects.toThrow(/locales\.fr_FR/)
    await expect(load('it_IT')).rejects.toThrow('GET locales/it_IT.json failed with status 500')
  })

  it('a dictionary that never arrives rejects after the request timeout; the interface keeps English', async () => {
    const clock = createFakeClock()
    const { fetch } = fakeFetch({ '/v2/locales/ar_AR.json': 'hang' })
    const load = createDictionaryLoader({ base: '/v2/', fetch, clock })
    const translator = await createTranslator(load)
    const using = translator.use('ar_AR')
    await new Promise((done) => setTimeout(done, 0))
    expect(clock.pending()).toBe(1)
    clock.advance(REQUEST_TIMEOUT_MS - 1)
    let settled = false
    using.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    clock.advance(1)
    await expect(using).rejects.toThrow(
      `connect ETIMEDOUT: GET locales/ar_AR.json took over ${REQUEST_TIMEOUT_MS} ms`,
    )
    // the timed-out request was aborted, not left running
    expect(fetch.calls[0]?.init.signal?.aborted).toBe(true)
    expect(translator.fixedT('ar_AR')('common.cancel')).toBe(english.common.cancel)
  })

  it('the later features add their English namespaces: then they translate, and fall back for every language', async () => {
    const partial = { ...turkish } as Record<string, unknown>
    delete partial['live'] // a language file without a namespace falls back to English for it
    const { fetch } = fakeFetch({ '/v2/locales/tr_TR.json': jsonResponse(200, partial) })
    const translator = await createTranslator(
      createDictionaryLoader({ base: '/v2/', fetch, clock: createFakeClock() }),
    )
    await translator.use('tr_TR')
    const en = translator.fixedT('en_US')
    const tr = translator.fixedT('tr_TR')
    expect(en('live.noProgram')).toBe('live.noProgram')
    expect(tr('live.noProgram')).toBe('live.noProgram')
    expect(en('common.cancel')).toBe(english.common.cancel)
    translator.addEnglish(laterEnglish)
    expect(en('live.noProgram')).toBe(english.live.noProgram)
    expect(tr('live.noProgram')).toBe(english.live.noProgram)
    expect(tr('vod.title')).toBe(turkish.vod.title)
    // what English already had stays
    expect(en('common.cancel')).toBe(english.common.cancel)
    await translator.use('en_US')
    expect(en('live.noProgram')).toBe(english.live.noProgram)
  })

  it('namespaces added before English is loaded join it when it loads', async () => {
    const translator = await createTranslator(
      createDictionaryLoader({ base: '/v2/', clock: createFakeClock() }),
    )
    translator.addEnglish(laterEnglish)
    await translator.use('en_US')
    const en = translator.fixedT('en_US')
    expect(en('live.noProgram')).toBe(english.live.noProgram)
    expect(en('common.cancel')).toBe(english.common.cancel)
  })

  it('English is split by namespace: the later part is the listed namespaces, nothing lost or doubled', async () => {
    const boot = await createDictionaryLoader({ base: '/v2/', clock: createFakeClock() })('en_US')
    expect(Object.keys(laterEnglish).sort()).toEqual([...(LATER_NAMESPACES as string[])].sort())
    expect(Object.keys(boot).filter((namespace) => namespace in laterEnglish)).toEqual([])
    expect(Object.keys({ ...boot, ...laterEnglish }).sort()).toEqual(Object.keys(english).sort())
  })
})
