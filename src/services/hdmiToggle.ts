// Settings → Disable/Enable HDMI (portal spec §2 Settings dropdown; §6: only manufacturers ARCELIK, ARGUEST,
// BEKO, GRUNDIG; §8: HDMI toggle failure ignored). Those brands are Android TVs, and the spec's one call
// that switches a platform function on such a TV is POST /api/adb/cmd {device (ip), command (enableApp or
// disableApp), params.package} (§7; adapters spec §6: Android brands use a remote debug call). Disabling
// the TV's HDMI input app takes the HDMI inputs away from the guest; enabling it gives them back.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AdbCommand } from '../api/requests'
import { describeError, type Logger } from './logger'

/**
 * The HDMI input service package of the MediaTek-based Android TVs these brands ship. The spec names the
 * call but not the package (assumption, kept in one place).
 */
export const HDMI_INPUT_PACKAGE = 'com.mediatek.tvinput'
/** remembered across reloads: the TV keeps the app disabled until told otherwise */
export const HDMI_STORAGE_KEY = 'hdmi_disabled'

export type HdmiState = { disabled: boolean; busy: boolean }

export type HdmiDeps = {
  api: { adbCmd(command: AdbCommand): Promise<unknown> }
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** the TV's ip (the adb call's device) */
  ip: () => string | null
  log: Logger
}

export type HdmiToggle = { readonly store: StoreApi<HdmiState>; toggle(): Promise<void> }

export function createHdmiToggle(deps: HdmiDeps): HdmiToggle {
  const read = (): boolean => {
    try {
      return deps.storage.getItem(HDMI_STORAGE_KEY) === 'true'
    } catch {
      return false
    }
  }
  const store = createStore<HdmiState>()(() => ({ disabled: read(), busy: false }))

  async function toggle(): Promise<void> {
    const { disabled, busy } = store.getState()
    if (busy) return
    const ip = deps.ip()
    if (!ip) {
      deps.log.warn('HDMI toggle: the device ip is unknown')
      return
    }
    const command: AdbCommand = {
      device: ip,
      command: disabled ? 'enableApp' : 'disableApp',
      params: { package: HDMI_INPUT_PACKAGE },
    }
    store.setState({ busy: true })
    try {
      // a 404 answers false: the backend has no adb path, the TV is unchanged
      if ((await deps.api.adbCmd(command)) === false) throw new Error('no adb path on the backend')
      store.setState({ disabled: !disabled })
      deps.storage.setItem(HDMI_STORAGE_KEY, String(!disabled))
    } catch (error) {
      // portal spec §8: HDMI toggle failure ignored (logged; the entry keeps its label)
      deps.log.warn(`HDMI toggle failed: ${describeError(error)}`, error)
    } finally {
      store.setState({ busy: false })
    }
  }

  return { store, toggle }
}
