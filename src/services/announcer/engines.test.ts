import { describe, expect, it } from 'vitest'
import { bridgeSpeechEngine, pickSpeechEngine, webSpeechEngine } from './engines'

class FakeUtterance {
  lang = ''
  voice: unknown = null
  onend: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(public text: string) {}
}

function fakeWindow(voices: Array<{ lang: string; name: string }> = []) {
  const spoken: FakeUtterance[] = []
  let cancels = 0
  const win = {
    speechSynthesis: {
      speak: (utterance: FakeUtterance) => void spoken.push(utterance),
      cancel: () => void (cancels += 1),
      getVoices: () => voices,
    },
    SpeechSynthesisUtterance: FakeUtterance,
  }
  return { win: win as unknown as Parameters<typeof webSpeechEngine>[0], spoken, cancels: () => cancels }
}

describe('speech engines (issue 12)', () => {
  it('speechSynthesis speaks in the language, with a voice of that language where the machine has one', async () => {
    const { win, spoken } = fakeWindow([
      { lang: 'en-US', name: 'English' },
      { lang: 'ar-SA', name: 'Arabic' },
    ])
    const engine = webSpeechEngine(win)
    const done = engine?.speak({ text: 'مرحبا', lang: 'ar' })
    expect(spoken[0]).toMatchObject({ text: 'مرحبا', lang: 'ar', voice: { name: 'Arabic' } })
    spoken[0]?.onend?.()
    await expect(done).resolves.toBeUndefined()
  })

  it('a failed utterance ends too (the queue goes on)', async () => {
    const { win, spoken } = fakeWindow()
    const done = webSpeechEngine(win)?.speak({ text: 'x', lang: 'en' })
    spoken[0]?.onerror?.()
    await expect(done).resolves.toBeUndefined()
  })

  it('an engine without speechSynthesis has no web engine', () => {
    expect(webSpeechEngine({})).toBeNull()
  })

  it("a bridge's text-to-speech is preferred where the platform offers one", async () => {
    const said: string[] = []
    let cancelled = 0
    const bridge = {
      speak: async (text: string, lang: string) => void said.push(`${lang}:${text}`),
      cancelSpeech: () => void (cancelled += 1),
    }
    const { win, spoken } = fakeWindow()
    const engine = pickSpeechEngine(bridge, win)
    await engine?.speak({ text: 'שלום', lang: 'he' })
    engine?.cancel()
    expect(said).toEqual(['he:שלום'])
    expect(cancelled).toBe(1)
    expect(spoken).toEqual([])
  })

  it('a bridge without speak falls back to speechSynthesis; a failing bridge utterance still ends', async () => {
    const { win } = fakeWindow()
    expect(bridgeSpeechEngine({})).toBeNull()
    expect(pickSpeechEngine({}, win)).not.toBeNull()
    const failing = bridgeSpeechEngine({ speak: () => Promise.reject(new Error('tts busy')) })
    await expect(failing?.speak({ text: 'x', lang: 'en' })).resolves.toBeUndefined()
  })
})
