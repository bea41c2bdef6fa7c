import { describe, expect, it } from 'vitest'
import { IMAGE_EXTENSIONS, kindOfExtension, kindOfUrl, VIDEO_EXTENSIONS } from './mediaKind'

describe('media kind by extension (portal spec §9)', () => {
  it('the spec lists: jpg, jpeg, png, gif are images; mp4, avi, ts, mkv videos', () => {
    expect([...IMAGE_EXTENSIONS]).toEqual(['jpg', 'jpeg', 'png', 'gif'])
    expect([...VIDEO_EXTENSIONS]).toEqual(['mp4', 'avi', 'ts', 'mkv'])
    for (const extension of IMAGE_EXTENSIONS) expect(kindOfExtension(extension)).toBe('image')
    for (const extension of VIDEO_EXTENSIONS) expect(kindOfExtension(extension)).toBe('video')
    expect(kindOfExtension('.PNG')).toBe('image')
    expect(kindOfExtension('svg')).toBeNull()
    expect(kindOfExtension('m3u8')).toBeNull()
    expect(kindOfExtension('')).toBeNull()
  })

  it("a URL's kind is its path's extension; query, fragment and dotted folders do not count", () => {
    expect(kindOfUrl('http://cdn.example/a/b/lobby.JPG?w=1280#x')).toBe('image')
    expect(kindOfUrl('/media/intro.mkv')).toBe('video')
    expect(kindOfUrl('/media.mp4/intro')).toBeNull()
    expect(kindOfUrl('/media/.png')).toBeNull()
    expect(kindOfUrl('')).toBeNull()
  })
})
