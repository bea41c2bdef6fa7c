import { useEffect, useState } from 'react'
import type { Clock } from '../../src/time/clock'

/**
 * `value`, held back until it has stopped changing for `ms` on `clock` (perf/README.md "Live guide
 * levers": the programme guide follows the highlighted channel once scrolling settles, not per key).
 * The first value, and a change from `undefined`, pass at once: there is nothing older to show.
 */
export function useSettled<T>(value: T, ms: number, clock: Clock): T {
  const [settled, setSettled] = useState(value)
  const pass = settled === undefined
  useEffect(() => {
    if (pass) return setSettled(value)
    const timer = clock.setTimeout(() => setSettled(value), ms)
    return () => clock.clearTimeout(timer)
  }, [value, ms, clock, pass])
  return pass ? value : settled
}
