// The speaking portal (issue 12): the focused item, screen titles, toasts and dialog texts spoken in the
// interface language and always mirrored to an ARIA live region, queued and interruptible like the TV
// frameworks' announcers (Lightning's Announcer, the Blits announcer). The speech engine (the browser's
// speechSynthesis, a platform bridge's text-to-speech, or none) sits behind SpeechEngine; the rules are
// here, on the injected clock.
import type { Clock, TimerHandle } from '../../time/clock'

/** polite: waits its turn; assertive: interrupts (a dialog, an alert) */
export type Politeness = 'polite' | 'assertive'
export type Utterance = { text: string; lang: string }

export interface SpeechEngine {
  /** speaks one utterance; resolves when it ends, fails or is cancelled (never rejects) */
  speak(utterance: Utterance): Promise<void>
  /** stops the utterance being spoken */
  cancel(): void
}

/** The ARIA live region the announcements are mirrored to (screen readers, browser tests). */
export interface LiveRegion {
  say(text: string, politeness: Politeness): void
}

/** A focus that moves on within this time is not spoken: holding a key through a list says only where it stops. */
export const FOCUS_SETTLE_MS = 300
/** An engine that never reports the end of an utterance (seen with speechSynthesis.cancel) frees the queue after this. */
export const MAX_UTTERANCE_MS = 15_000

type Kind = 'focus' | 'message'
type Item = { text: string; politeness: Politeness; kind: Kind }

export type AnnouncerDeps = {
  clock: Clock
  /** the engine in use now (a bridge's once it has started), or null: the live region only */
  engine: () => SpeechEngine | null
  region: LiveRegion
  /** BCP 47 tag of the interface language: the utterance's language */
  language: () => string
  /** config key, guest preference or the long press of info (announcerSettings.ts) */
  enabled: () => boolean
}

export type AnnounceOptions = { politeness?: Politeness }

export function createAnnouncer(deps: AnnouncerDeps) {
  const queue: Item[] = []
  let current: Item | null = null
  let focusTimer: TimerHandle | null = null
  let guardTimer: TimerHandle | null = null

  function finish(item: Item): void {
    if (current !== item) return
    current = null
    if (guardTimer !== null) deps.clock.clearTimeout(guardTimer)
    guardTimer = null
    next()
  }

  function next(): void {
    if (current || queue.length === 0) return
    const item = queue.shift() as Item
    current = item
    deps.region.say(item.text, item.politeness)
    const engine = deps.engine()
    if (!engine) {
      // nothing speaks: the live region carries it and the queue moves on
      current = null
      return next()
    }
    guardTimer = deps.clock.setTimeout(() => finish(item), MAX_UTTERANCE_MS)
    void engine.speak({ text: item.text, lang: deps.language() }).then(() => finish(item))
  }

  function interrupt(): void {
    if (!current) return
    // the cancelled utterance's speak() may still resolve: finish() ignores it (current moved on)
    current = null
    if (guardTimer !== null) deps.clock.clearTimeout(guardTimer)
    guardTimer = null
    deps.engine()?.cancel()
  }

  function dropQueued(kind: Kind): void {
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]?.kind === kind) queue.splice(i, 1)
  }

  return {
    /**
     * Speaks a screen title, toast or dialog text. Polite ones queue behind what is being said;
     * assertive ones cut it off and clear the queue.
     */
    announce(text: string, options: AnnounceOptions = {}): void {
      const clean = text.trim()
      if (!deps.enabled() || clean === '') return
      const politeness = options.politeness ?? 'polite'
      if (politeness === 'assertive') {
        queue.length = 0
        interrupt()
      }
      queue.push({ text: clean, politeness, kind: 'message' })
      next()
    },

    /**
     * Speaks the newly focused item once focus has settled: a new focus cancels the stale focus
     * utterance (and any queued one) and goes first, but lets a screen title, toast or dialog text
     * being spoken finish. `text` may be a getter, read when focus has settled (a name that registers
     * in the same commit as the focus).
     */
    focus(text: string | (() => string)): void {
      if (focusTimer !== null) deps.clock.clearTimeout(focusTimer)
      focusTimer = null
      if (!deps.enabled()) return
      focusTimer = deps.clock.setTimeout(() => {
        focusTimer = null
        const clean = (typeof text === 'function' ? text() : text).trim()
        if (clean === '' || !deps.enabled()) return
        dropQueued('focus')
        if (current?.kind === 'focus' && current.text === clean) return
        if (current?.kind === 'focus') interrupt()
        queue.unshift({ text: clean, politeness: 'polite', kind: 'focus' })
        next()
      }, FOCUS_SETTLE_MS)
    },

    /** Silences everything (the announcer was switched off, the guest checked out). */
    stop(): void {
      queue.length = 0
      if (focusTimer !== null) deps.clock.clearTimeout(focusTimer)
      focusTimer = null
      interrupt()
    },

    /** what is being spoken now (tests, the developer overlay) */
    speaking: (): string | null => current?.text ?? null,
    queued: (): string[] => queue.map((item) => item.text),
  }
}

export type Announcer = ReturnType<typeof createAnnouncer>
