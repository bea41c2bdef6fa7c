// Issue 20: the DVB/RF string parser and the source-type detection fuzzed: any string, and DVB strings
// built from every scheme and parameter with hostile values (bad %-escapes, huge, negative, non-numeric).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  detectSourceType,
  MAX_RF_FREQUENCY,
  parseDvbString,
  platformFrequency,
  SATELLITES,
} from './sourceType'

const FUZZ = { seed: 20, numRuns: 3000 }
const SCHEMES = ['dvb-c', 'dvbc', 'dvb-t', 'dvb-t2', 'DVB-S', 'dvbs2', 'analog', 'dvb-x', 'udp', 'http', '']
const KEYS = ['frequency', 'freq', 'program', 'programnumber', 'sid', 'symbolrate', 'sr', 'satellite', 'sat']
const hostileValue = fc.oneof(
  fc.constantFrom('%E0%A4%A', '%', '%zz', '1e400', '-5', 'NaN', '0x1F', '', ' 474 ', '1e12', 'H', 'v'),
  fc.integer({ min: -1e6, max: 1e9 }).map(String),
  fc.double().map(String),
  fc.string({ maxLength: 8 }),
)
const dvbString = fc
  .tuple(
    fc.constantFrom(...SCHEMES),
    fc.constantFrom('://', ':', '://?', ''),
    fc.array(fc.tuple(fc.constantFrom(...KEYS, 'polarization', 'pol', 'x'), hostileValue), { maxLength: 6 }),
    fc.constantFrom('&', ';', '?'),
  )
  .map(([scheme, sep, params, join]) => `${scheme}${sep}${params.map(([k, v]) => `${k}=${v}`).join(join)}`)
const anySource = fc.oneof(dvbString, fc.string(), fc.webUrl(), fc.string({ unit: 'binary' }))

describe(
  'issue 20: DVB/RF strings fuzzed (adapters spec §3 RF channel descriptor)',
  { timeout: 60_000 },
  () => {
    it('never throws and gives a known source type or none', () => {
      fc.assert(
        fc.property(anySource, (source) => {
          const type = detectSourceType(source)
          expect([null, 'rf', 'multicast', 'vod', 'hls']).toContain(type)
        }),
        FUZZ,
      )
    })

    it('an RF descriptor has a positive finite frequency, finite numbers and a known polarization', () => {
      fc.assert(
        fc.property(dvbString, (source) => {
          const rf = parseDvbString(source)
          if (rf === null) return
          expect(rf.frequency > 0 && rf.frequency <= MAX_RF_FREQUENCY).toBe(true)
          expect(rf.programNumber >= 0 && rf.symbolRate >= 0).toBe(true)
          expect(['H', 'V']).toContain(rf.polarization)
          if (rf.broadcastType === 'DVB-S') expect(SATELLITES).toContain(rf.satelliteID)
          for (const platform of ['hcap', 'tizen', 'universal'] as const)
            expect(Number.isFinite(platformFrequency(rf, platform))).toBe(true)
          expect(detectSourceType(source)).toBe('rf')
        }),
        FUZZ,
      )
    })

    it('a malformed %-escape is kept as written instead of throwing (found: URIError escaped)', () => {
      expect(() => detectSourceType('dvb-t://frequency=474&program=%E0%A4%A')).not.toThrow()
      expect(parseDvbString('dvb-t://frequency=474&program=%E0%A4%A')?.programNumber).toBe(0)
    })

    it('a frequency too large for the platform unit is not RF (found: hcap got Infinity)', () => {
      expect(parseDvbString('dvb-c://frequency=1e308')).toBeNull()
      expect(parseDvbString('dvb-c://frequency=474')?.frequency).toBe(474)
    })
  },
)
