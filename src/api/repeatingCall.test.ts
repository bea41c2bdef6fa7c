import { describe, expect, it } from 'vitest'
import { repeatingCall } from './repeatingCall'
import type { CallOptions } from './http'

describe('repeatingCall: a call repeated on a timer shows each outage once', () => {
  it('shows the first failure, keeps the next ones silent, and shows again after a success', async () => {
    const attempt = repeatingCall()
    const seen: (boolean | undefined)[] = []
    const fail = (call: CallOptions) => {
      seen.push(call.silent)
      return Promise.reject(new Error('503'))
    }
    const pass = (call: CallOptions) => {
      seen.push(call.silent)
      return Promise.resolve('ok')
    }
    await expect(attempt(pass)).resolves.toBe('ok')
    await expect(attempt(fail)).rejects.toThrow('503')
    await expect(attempt(fail)).rejects.toThrow('503')
    await expect(attempt(fail)).rejects.toThrow('503')
    await expect(attempt(pass)).resolves.toBe('ok')
    await expect(attempt(fail)).rejects.toThrow('503')
    expect(seen).toEqual([false, false, true, true, true, false])
  })

  it('keeps one streak per call: two polls do not silence each other', async () => {
    const actions = repeatingCall()
    const signage = repeatingCall()
    const silent: (boolean | undefined)[] = []
    const fail = (call: CallOptions) => {
      silent.push(call.silent)
      return Promise.reject(new Error('down'))
    }
    await actions(fail).catch(() => undefined)
    await signage(fail).catch(() => undefined)
    await actions(fail).catch(() => undefined)
    expect(silent).toEqual([false, false, true])
  })
})
