// Captions in one press (issue 12): the subtitle key (and the OSD's Subtitles button, through the scene
// port) moves to the next subtitle track of what plays and says which with a toast (which the announcer
// speaks); the guest's last choice is applied again whenever a new stream starts playing. The service
// (src/services/captions) is reachable as ctx.services.need('captions') and, for scenes, as
// usePortal().captions: VOD playback uses the same press.
import type { TrackEntry } from '../../../bridges/contract'
import { CAPTIONS_OFF_KEY, createCaptions, type Captions } from '../../services/captions/captions'
import { openToast } from '../../services/overlays'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    captions: Captions
    /** cycles the subtitles and tells the guest which track is on (a toast) */
    captionsPress: () => Promise<TrackEntry | null>
  }
}

export const captionsFeature: FeatureFactory = (ctx) => {
  const media = ctx.services.need('media')
  const captions = createCaptions({ media, prefs: ctx.services.need('guestPrefs'), log: ctx.log })
  const press = async (): Promise<TrackEntry | null> => {
    const track = await captions.cycle()
    const content =
      track === null
        ? ctx.t('a11y.noCaptions')
        : track.key === CAPTIONS_OFF_KEY
          ? ctx.t('a11y.captionsOff')
          : ctx.t('a11y.captionsOn', { track: track.value })
    void openToast(ctx.overlays, ctx.clock, { content, theme: 'info', element: 'top-end' })
    return track
  }
  ctx.services.provide('captions', captions)
  ctx.services.provide('captionsPress', press)
  // a new stream: the guest's remembered subtitle language again (live channel change, a film)
  const unsubscribe = media.store.subscribe((state, previous) => {
    if (state.state === 'playing' && (previous.state !== 'playing' || state.url !== previous.url))
      void captions.restore().catch((error: unknown) => ctx.log.warn('Subtitle choice not restored', error))
  })
  return {
    name: 'captions',
    keys: {
      global: (key) => {
        if (key !== 'subtitle' || media.store.getState().state !== 'playing') return false
        void press()
        return true
      },
    },
    stop: unsubscribe,
  }
}
