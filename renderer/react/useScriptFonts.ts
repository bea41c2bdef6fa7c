import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { needsScriptFont, weightBucket } from '../text/scriptFonts'
import { useRenderer } from './context'

const noSubscription = () => () => {}

/**
 * Whether `text` may be drawn now: true at once for a text of the boot fonts' scripts; for Arabic, Hebrew
 * or Chinese text, once the faces holding its characters have settled (text/scriptFonts.ts). Starts that
 * load, and re-renders the caller when it settles.
 */
export function useScriptFontsReady(text: string, weight: string | undefined): boolean {
  const { fonts } = useRenderer()
  const needs = useMemo(() => fonts !== undefined && needsScriptFont(text), [fonts, text])
  const bucket = weightBucket(weight)
  const subscribe = useCallback(
    (listener: () => void) => (needs && fonts ? fonts.subscribe(listener) : noSubscription()),
    [fonts, needs],
  )
  const ready = useSyncExternalStore(subscribe, () => !needs || !fonts || fonts.ready(text, bucket))
  useEffect(() => {
    if (!ready && fonts) void fonts.load(text, bucket)
  }, [ready, fonts, text, bucket])
  return ready
}
