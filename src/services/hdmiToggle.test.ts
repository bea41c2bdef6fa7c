import { describe, expect, it, vi } from 'vitest'
import type { AdbCommand } from '../api/requests'
import { createHdmiToggle, HDMI_INPUT_PACKAGE, HDMI_STORAGE_KEY } from './hdmiToggle'

function setup(reply: unknown = true, stored: string | null = null) {
  const values = new Map<string, string>(stored === null ? [] : [[HDMI_STORAGE_KEY, stored]])
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  }
  const sent: AdbCommand[] = []
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const api = {
    adbCmd: async (command: AdbCommand) => {
      sent.push(command)
      if (reply instanceof Error) throw reply
      return reply
    },
  }
  const hdmi = createHdmiToggle({ api, storage, ip: () => '10.0.0.7', log })
  return { hdmi, sent, values, log }
}

describe('HDMI toggle (portal spec §2 Settings, §7 /api/adb/cmd, §8)', () => {
  it('disables the HDMI input app, then enables it again, remembering the state', async () => {
    const { hdmi, sent, values } = setup()
    await hdmi.toggle()
    expect(sent[0]).toEqual({
      device: '10.0.0.7',
      command: 'disableApp',
      params: { package: HDMI_INPUT_PACKAGE },
    })
    expect(hdmi.store.getState().disabled).toBe(true)
    expect(values.get(HDMI_STORAGE_KEY)).toBe('true')
    await hdmi.toggle()
    expect(sent[1]?.command).toBe('enableApp')
    expect(hdmi.store.getState().disabled).toBe(false)
  })

  it('starts from the remembered state', () => {
    expect(setup(true, 'true').hdmi.store.getState().disabled).toBe(true)
  })

  it('ignores a failure: logged, nothing shown, state unchanged', async () => {
    for (const reply of [new Error('500'), false]) {
      const { hdmi, log } = setup(reply)
      await expect(hdmi.toggle()).resolves.toBeUndefined()
      expect(hdmi.store.getState()).toEqual({ disabled: false, busy: false })
      expect(log.warn).toHaveBeenCalled()
    }
  })
})
