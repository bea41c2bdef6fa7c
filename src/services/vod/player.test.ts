import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createFakeMedia, flush } from '../live/fakes'
import { memoryStorage } from '../session/storage'
import { CONTINUE_DELAY_MS, RESUME_SAVE_MS } from './constants'
import { film } from './fakes'
import { createVodPlayer } from './player'
import { createResumeBook } from './resume'

function setup() {
  const clock = createFakeClock(0)
  const media = createFakeMedia()
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const resume = createResumeBook({ storage: memoryStorage(), log })
  const player = createVodPlayer({ clock, log, media, resume, guest: () => 'id:5101' })
  /** the platform reports where the film is */
  const at = (position: number, duration = 5400) =>
    media.store.setState({ position, duration, seekable: true })
  return { clock, media, resume, player, at }
}

describe('the VOD player (portal spec §4 VOD)', () => {
  it('saves the position every 10 s while the film plays', async () => {
    const { clock, player, resume, at } = setup()
    await player.start(film())
    at(9)
    clock.advance(RESUME_SAVE_MS - 1)
    expect(resume.position('id:5101', 1001)).toBeNull()
    clock.advance(1)
    expect(resume.position('id:5101', 1001)).toBe(9)
    at(19)
    clock.advance(RESUME_SAVE_MS)
    expect(resume.position('id:5101', 1001)).toBe(19)
  })

  it('clears the position when the film ends', async () => {
    const { clock, media, player, resume, at } = setup()
    await player.start(film())
    at(600)
    clock.advance(RESUME_SAVE_MS)
    expect(resume.position('id:5101', 1001)).toBe(600)
    media.store.setState({ state: 'ended' })
    expect(resume.position('id:5101', 1001)).toBeNull()
    expect(player.store.getState().status).toBe('ended')
  })

  it('clears the position of a film over 2400 s once 300 s or less remain', async () => {
    const { clock, player, resume, at } = setup()
    await player.start(film())
    at(3000, 3400)
    clock.advance(RESUME_SAVE_MS)
    expect(resume.position('id:5101', 1001)).toBe(3000)
    at(3100, 3400)
    clock.advance(RESUME_SAVE_MS)
    expect(resume.position('id:5101', 1001)).toBeNull()
  })

  it('Continue seeks to the saved position 1 s after the film starts', async () => {
    const { clock, media, player } = setup()
    await player.start(film(), 1234)
    expect(media.played).toEqual(['/media/streams/film-drama/index.m3u8'])
    clock.advance(CONTINUE_DELAY_MS - 1)
    expect(media.seek).not.toHaveBeenCalled()
    clock.advance(1)
    expect(media.seek).toHaveBeenCalledWith(1234)
  })

  it('a film that cannot play shows the media text and saves nothing', async () => {
    const { clock, media, player, resume } = setup()
    vi.mocked(media.play).mockRejectedValueOnce(new Error('Something went wrong while trying to play.'))
    expect(await player.start(film())).toBe(false)
    expect(player.store.getState()).toMatchObject({
      status: 'error',
      error: 'Something went wrong while trying to play.',
    })
    clock.advance(RESUME_SAVE_MS * 2)
    expect(resume.positions('id:5101')).toEqual({})
  })

  it('closing stops the picture and the save timer', async () => {
    const { clock, media, player, resume, at } = setup()
    await player.start(film())
    await player.close()
    expect(media.stops).toBe(1)
    at(50)
    clock.advance(RESUME_SAVE_MS)
    await flush()
    expect(resume.positions('id:5101')).toEqual({})
    expect(player.store.getState()).toMatchObject({ item: null, status: 'idle' })
  })
})

describe('closing while the film starts', () => {
  it('stops the picture once the late start answers', async () => {
    const { media, player } = setup()
    let answer: () => void = () => undefined
    vi.mocked(media.play).mockImplementationOnce(
      (source: string) =>
        new Promise<void>((resolve) => {
          answer = () => {
            media.store.setState({ state: 'playing', source })
            resolve()
          }
        }),
    )
    const starting = player.start(film())
    await player.close()
    answer()
    expect(await starting).toBe(false)
    await flush()
    expect(media.stops).toBe(2)
  })
})
