// The speech engines behind the announcer: a platform bridge's text-to-speech where the TV offers one
// (bridges/contract.ts speak/cancelSpeech), else the browser's speechSynthesis where present, else none
// (the live region alone).
import type { Bridge } from '../../../bridges/contract'
import type { SpeechEngine } from './announcer'

type SpeechWindow = {
  speechSynthesis?: Pick<SpeechSynthesis, 'speak' | 'cancel' | 'getVoices'>
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance
}

/** The browser's speechSynthesis, or null where the engine has none. */
export function webSpeechEngine(win: SpeechWindow): SpeechEngine | null {
  const synth = win.speechSynthesis
  const Utterance = win.SpeechSynthesisUtterance
  if (!synth || !Utterance) return null
  return {
    speak: ({ text, lang }) =>
      new Promise<void>((resolve) => {
        const utterance = new Utterance(text)
        utterance.lang = lang
        // a voice of the language where the machine has one; otherwise the engine picks by lang
        const prefix = lang.toLowerCase()
        const voice = synth.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith(prefix))
        if (voice) utterance.voice = voice
        utterance.onend = () => resolve()
        utterance.onerror = () => resolve()
        synth.speak(utterance)
      }),
    cancel: () => synth.cancel(),
  }
}

/** A bridge's own text-to-speech, or null where the platform offers none. */
export function bridgeSpeechEngine(
  bridge: Pick<Bridge, 'speak' | 'cancelSpeech'> | null,
): SpeechEngine | null {
  const speak = bridge?.speak
  if (!bridge || !speak) return null
  return {
    speak: (utterance) => speak.call(bridge, utterance.text, utterance.lang).catch(() => undefined),
    cancel: () => bridge.cancelSpeech?.(),
  }
}

/** The engine to use now: the platform's, else the browser's. */
export function pickSpeechEngine(
  bridge: Pick<Bridge, 'speak' | 'cancelSpeech'> | null,
  win: SpeechWindow,
): SpeechEngine | null {
  return bridgeSpeechEngine(bridge) ?? webSpeechEngine(win)
}
