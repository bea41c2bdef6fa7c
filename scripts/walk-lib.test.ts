import { describe, expect, it } from 'vitest'
import {
  MAX_PAUSE_MS,
  MIN_PAUSE_MS,
  WALK_KEYS,
  consoleKind,
  groupFindings,
  keySequence,
  report,
  seededRandom,
  sourceAt,
  // @ts-expect-error plain ESM helper without types
} from './walk-lib.mjs'
import { UNIVERSAL_KEYMAP } from '../bridges/universal/keyMap'

type Finding = { kind: string; text: string; where: string }
type Group = { kind: string; text: string; seen: string[] }

describe('scripts/walk.mjs: a random remote walk of the production build', () => {
  it('presses only remote keys, never power or devtools', () => {
    for (const key of WALK_KEYS as string[]) expect(UNIVERSAL_KEYMAP[key], key).toBeDefined()
    expect(WALK_KEYS).not.toContain('p')
    expect(WALK_KEYS).not.toContain('`')
  })

  it('walks the same keys and pauses for the same seed, other ones for another', () => {
    const first = keySequence(seededRandom(7), 40)
    expect(keySequence(seededRandom(7), 40)).toEqual(first)
    expect(keySequence(seededRandom(8), 40)).not.toEqual(first)
    for (const { key, pauseMs } of first as { key: string; pauseMs: number }[]) {
      expect(WALK_KEYS).toContain(key)
      expect(pauseMs).toBeGreaterThanOrEqual(MIN_PAUSE_MS)
      expect(pauseMs).toBeLessThanOrEqual(MAX_PAUSE_MS)
    }
    // over many keys every one is pressed
    expect(new Set(keySequence(seededRandom(1), 2000).map((step: { key: string }) => step.key)).size).toBe(
      new Set(WALK_KEYS).size,
    )
  })

  it("tells a refused load and a library's console error from a failure the portal logged", () => {
    expect(
      consoleKind(
        "Loading media from 'data:,WEBVTT' violates the following Content Security Policy directive: \"media-src 'self' blob:\".",
      ),
    ).toBe('policy violation')
    expect(consoleKind('[portal] Channel 9 (Istanbul Local) did not play: Media is not available...')).toBe(
      'logged',
    )
    expect(consoleKind('Uncaught TypeError: e.addBoundsMask is not a function')).toBe('console error')
  })

  it('names the source of a position in a stack trace (1-based) from the mapped segments (0-based)', () => {
    const segments = [
      [0, 0, 'a.ts'],
      [0, 10, null],
      [0, 20, 'b.ts'],
      [1, 0, 'c.ts'],
    ]
    expect(sourceAt(segments, 1, 1)).toBe('a.ts')
    expect(sourceAt(segments, 1, 15)).toBe('a.ts')
    expect(sourceAt(segments, 1, 21)).toBe('b.ts')
    expect(sourceAt(segments, 2, 5)).toBe('c.ts')
    expect(sourceAt(segments, 3, 1)).toBeNull()
  })

  it('fails on a defect, groups one text seen twice, and lists defects before notes', () => {
    const findings: Finding[] = [
      { kind: 'logged', text: '[portal] Channel 9 did not play', where: 'en_US live after t' },
      { kind: 'page error', text: 'x is not a function', where: 'ar_AR vod after Enter' },
      { kind: 'page error', text: 'x is not a function', where: 'zh_CN vod after Enter' },
    ]
    const groups = groupFindings(findings) as Group[]
    expect(groups.map((group) => [group.kind, group.seen.length])).toEqual([
      ['page error', 2],
      ['logged', 1],
    ])
    const result = report(groups, 3) as { failed: boolean; lines: string[] }
    expect(result.failed).toBe(true)
    expect(result.lines[0]).toBe('3 walks; 1 defects, 1 notes')
    expect(result.lines).toContain('DEFECT (page error) ×2: x is not a function')
    expect((report(groupFindings(findings.slice(0, 1)), 1) as { failed: boolean }).failed).toBe(false)
  })
})
