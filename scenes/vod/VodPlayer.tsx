import { useStore } from 'zustand'
import { Box, Focusable, Label, Mirror, Spinner, useDir } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { mediaErrorShown, type PendingSeek } from '../../src/services/media'
import type { CaptionsControl } from '../../src/services/vod'
import { Button } from '../shared'
import { PlaybackBar } from '../live/PlaybackBar'
import { theme } from '../theme'
import { useVod } from './context'
import { VOD_IDS } from './layout'

const BAND_HEIGHT = 72

/**
 * portal spec §4 VOD watch, Media, Playback controls: the film full screen behind the transparent
 * canvas; the title band, and the existing playback bar (30 s pending seek, applied after 2 s idle or on
 * toggle; shown only while seekable). Back returns to the detail (the screen's key handler).
 * `captions` is the captions service's view for the player (src/services/vod/captions.ts): its button
 * shows the current subtitle track and Enter cycles them, as the subtitle key does.
 */
export function VodPlayer({ seek, captions }: { seek: PendingSeek; captions?: CaptionsControl | undefined }) {
  const vod = useVod()
  const t = useT()
  const dir = useDir()
  const item = useStore(vod.player.store, (state) => state.item)
  const status = useStore(vod.player.store, (state) => state.status)
  const error = useStore(vod.player.store, (state) => state.error)
  return (
    <>
      {/* down reaches the subtitles button inside the picture's rectangle (spatial search looks outside it) */}
      <Focusable
        id={VOD_IDS.player}
        width={1280}
        height={720}
        role="region"
        name={item?.title ?? ''}
        overrides={{ down: VOD_IDS.captions }}
      />
      <Box width={1280} height={BAND_HEIGHT} fill={theme.surface} fillAlpha={0.7} />
      <Label
        text={item?.title ?? ''}
        x={dir.x(40)}
        y={BAND_HEIGHT / 2}
        anchorY={0.5}
        size={theme.fontSize.medium}
        weight="bold"
        maxWidth={760}
        mirror={false}
      />
      <Label
        text={t('vod.playerHint')}
        x={dir.x(1240)}
        y={BAND_HEIGHT / 2}
        anchorX={1}
        anchorY={0.5}
        size={theme.fontSize.small}
        color={theme.muted}
        maxWidth={400}
        mirror={false}
      />
      {status === 'starting' ? (
        <>
          <Spinner x={640 - 24} y={330} />
          <Label
            text={t('vod.starting')}
            x={640}
            y={380}
            anchorX={0.5}
            size={theme.fontSize.base}
            role="status"
          />
        </>
      ) : null}
      {status === 'error' ? (
        <pixiContainer x={340} y={320}>
          <Box width={600} height={80} radius={14} fill={theme.surface} fillAlpha={0.9} />
          <Label
            text={mediaErrorShown(error, 'errors.playFailed', (key) => t(key))}
            x={300}
            y={40}
            anchorX={0.5}
            anchorY={0.5}
            size={theme.fontSize.medium}
            maxWidth={560}
            role="alert"
          />
        </pixiContainer>
      ) : null}
      <PlaybackBar seek={seek} />
      {captions ? <CaptionsButton captions={captions} /> : null}
    </>
  )
}

/** The captions seam: the current subtitle choice, Enter cycles it (the service decides what that is). */
function CaptionsButton({ captions }: { captions: CaptionsControl }) {
  const t = useT()
  const label = useStore(captions.store, (state) => state.label)
  if (label === null) return null
  return (
    <Mirror x={1040} y={560} width={200}>
      <Button
        id={VOD_IDS.captions}
        overrides={{ up: VOD_IDS.player }}
        width={200}
        height={44}
        text={t('vod.subtitles', { label })}
        onSelect={() => void captions.cycle()}
      />
    </Mirror>
  )
}
