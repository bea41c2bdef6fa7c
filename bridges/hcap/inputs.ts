// hcap external inputs (adapters spec §3 Source inputs, §4 External input events, §9 Input refresh):
// source codes 1 (TV) and 6, 6-1, 6-2 (HDMI by index); input events ignored for USB (8), OTHERS (9) or an
// unchanged input; the TV input reported after a 1 s delay; the input read again every 5000 ms.
// HDMI sink off runs the configured hdmi.cec action; sink on is debounced 2 s with a repeat guard.
import type { BridgeClock, BridgeLog, SourceInput } from '../contract'
import { createTimer, repeatEvery } from '../shared/clock'
import type { Emitter } from '../shared/emitter'
import { INPUT_TYPE, hcapCall, num, type Hcap } from './hcapApi'

/** adapters spec §3 table, hcap row (HDMI4 as the next index) */
export const HCAP_SOURCE_CODES: Readonly<Record<SourceInput, string>> = {
  MAIN: '1',
  VOD: '1',
  HLS: '1',
  MULTICAST: '1',
  RF: '1',
  HDMI1: '6',
  HDMI2: '6-1',
  HDMI3: '6-2',
  HDMI4: '6-3',
}
/** adapters spec §9 */
export const INPUT_REFRESH_MS = 5000
/** adapters spec §4: "for 1 there is a 1-second delay" */
export const TV_INPUT_DELAY_MS = 1000
/** adapters spec §4: sink on is debounced with a 2-second wait */
export const SINK_ON_DEBOUNCE_MS = 2000
/** adapters spec §4: ignored external inputs (USB, OTHERS) */
export const IGNORED_INPUT_TYPES: readonly number[] = [INPUT_TYPE.USB, INPUT_TYPE.OTHERS]

export type HcapInput = { type: number; index: number }
export type HdmiCecAction = 'reboot' | 'soft' | 'hard'

export const inputCode = ({ type, index }: HcapInput): string => (index > 0 ? `${type}-${index}` : `${type}`)

export function inputOf(source: SourceInput): HcapInput {
  const [type = INPUT_TYPE.TV, index = 0] = HCAP_SOURCE_CODES[source].split('-').map(Number)
  return { type, index }
}

export function sourceOf(input: HcapInput): SourceInput | null {
  if (input.type === INPUT_TYPE.TV) return 'MAIN'
  if (input.type !== INPUT_TYPE.HDMI) return null
  return (['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4'] as const)[input.index] ?? null
}

export type InputWatcherDeps = {
  hcap: Hcap
  clock: BridgeClock
  emitter: Emitter
  log: BridgeLog
  hdmiCec: () => string | null
  reboot: () => void
}

export function createInputWatcher(deps: InputWatcherDeps) {
  const { hcap, clock, emitter, log } = deps
  let last: HcapInput | null = null
  const tvDelay = createTimer(clock)
  const sinkDebounce = createTimer(clock)
  /** the repeat guard: the last sink state acted on */
  let sinkHandled: boolean | null = null

  /** adapters spec §4 External input events */
  function onInput(input: HcapInput) {
    if (IGNORED_INPUT_TYPES.includes(input.type)) return
    if (last && last.type === input.type && last.index === input.index) return
    last = input
    const source = sourceOf(input)
    if (!source) return
    tvDelay.cancel()
    if (input.type === INPUT_TYPE.TV) tvDelay.start(TV_INPUT_DELAY_MS, () => emitter.emit('source', source))
    else emitter.emit('source', source)
  }

  async function read(): Promise<HcapInput | null> {
    try {
      const result = await hcapCall(hcap.externalinput.getCurrentExternalInput)
      return { type: num(result.type), index: num(result.index) }
    } catch (error) {
      log.warn('hcap: reading the external input failed', error)
      return null
    }
  }

  const refresh = async () => {
    const input = await read()
    if (input) onInput(input)
  }

  /** adapters spec §4 HDMI sink off / on */
  function onSink(connected: boolean) {
    if (!connected) {
      sinkDebounce.cancel()
      if (sinkHandled === false) return
      sinkHandled = false
      const action = deps.hdmiCec()
      if (action === 'reboot') deps.reboot()
      else if (action === 'soft') emitter.emit('platform', 'view')
      else if (action === 'hard') emitter.emit('platform', 'main')
      return
    }
    sinkDebounce.start(SINK_ON_DEBOUNCE_MS, () => {
      if (sinkHandled === true) return
      sinkHandled = true
      emitter.emit('platform', 'view')
    })
  }

  const stopRefresh = repeatEvery(clock, INPUT_REFRESH_MS, () => void refresh())

  return {
    onInput,
    onSink,
    refresh,
    /** the last input the TV reported */
    current: (): SourceInput => (last ? (sourceOf(last) ?? 'MAIN') : 'MAIN'),
    remember(input: HcapInput) {
      last = input
    },
    destroy() {
      stopRefresh()
      tvDelay.cancel()
      sinkDebounce.cancel()
    },
  }
}
