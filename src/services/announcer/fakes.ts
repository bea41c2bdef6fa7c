// Test doubles for the announcer: a speech engine whose utterances end when the test says so, and a
// live region that records what it was given. Not exported from any index.ts.
import type { LiveRegion, Politeness, SpeechEngine, Utterance } from './announcer'

export function fakeSpeechEngine() {
  const spoken: Utterance[] = []
  const endings: Array<() => void> = []
  let cancels = 0
  const engine: SpeechEngine = {
    speak(utterance) {
      spoken.push(utterance)
      return new Promise<void>((resolve) => endings.push(resolve))
    },
    cancel() {
      cancels += 1
    },
  }
  return {
    engine,
    spoken: () => spoken.map((utterance) => utterance.text),
    languages: () => spoken.map((utterance) => utterance.lang),
    /** the oldest unfinished utterance ends */
    end: async () => {
      endings.shift()?.()
      await Promise.resolve()
      await Promise.resolve()
    },
    cancels: () => cancels,
  }
}

export function fakeLiveRegion() {
  const said: Array<{ text: string; politeness: Politeness }> = []
  const region: LiveRegion = { say: (text, politeness) => said.push({ text, politeness }) }
  return { region, said }
}
