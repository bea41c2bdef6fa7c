import { describe, expect, it } from 'vitest'
import { pageFlags } from './page'

describe('pageFlags', () => {
  it('reads ?mirror=1 as the whole scene mirror', () => {
    expect(pageFlags('?mirror=1')).toEqual({ mirror: true, mirrorRootOnly: false, webgl1: false })
  })

  it('reads ?mirror=root as the mirror root only (the perf harness)', () => {
    expect(pageFlags('?mac=02:00&mirror=root')).toEqual({
      mirror: false,
      mirrorRootOnly: true,
      webgl1: false,
    })
  })

  it('has no mirror and WebGL 2 by default, WebGL 1 by ?webgl=1', () => {
    expect(pageFlags('')).toEqual({ mirror: false, mirrorRootOnly: false, webgl1: false })
    expect(pageFlags('?webgl=1').webgl1).toBe(true)
  })
})
