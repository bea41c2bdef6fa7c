import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MEDIA_TEXTS, mediaErrorKey, mediaErrorShown } from './mediaErrors'

const LOCALES = new URL('../../../locales/', import.meta.url)
const dictionaries = readdirSync(LOCALES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, words: JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')) as object }))
const lookup = (words: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], words)

describe('media error texts as the guest reads them (portal spec §8 Media)', () => {
  it('every spec text has a key whose English is that text, in all 17 dictionaries', () => {
    expect(dictionaries).toHaveLength(17)
    const english = dictionaries.find((d) => d.file === 'en_US.json')?.words ?? {}
    for (const text of Object.values(MEDIA_TEXTS)) {
      const key = mediaErrorKey(text)
      expect(key, text).not.toBeNull()
      expect(lookup(english, key ?? '')).toBe(text)
      for (const { file, words } of dictionaries) expect(typeof lookup(words, key ?? ''), file).toBe('string')
    }
  })

  it('a spec text is translated, another text is drawn as it is, none is the fallback', () => {
    const german = (key: string) => `de:${key}`
    expect(mediaErrorShown(MEDIA_TEXTS.playFailed, 'errors.mediaNotAvailable', german)).toBe(
      'de:errors.playFailed',
    )
    expect(mediaErrorShown('DVR range not found', 'errors.mediaNotAvailable', german)).toBe(
      'DVR range not found',
    )
    expect(mediaErrorShown(null, 'errors.mediaNotAvailable', german)).toBe('de:errors.mediaNotAvailable')
  })
})
