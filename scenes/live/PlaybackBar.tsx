import { useStore } from 'zustand'
import { Box, Label, Mirror, ProgressBar } from '../../renderer'
import type { PendingSeek } from '../../src/services/media'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'

const BAR = { x: 240, y: 620, width: 800, height: 64 }

const clock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds))
  const hms = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
  return hms.map((part) => String(part).padStart(2, '0')).join(':')
}

/**
 * portal spec §4 Playback controls for a DVR programme or a recording: position, duration and the
 * pending forward/rewind target; shown only while the media is seekable.
 */
export function PlaybackBar({ seek }: { seek: PendingSeek }) {
  const { media } = usePortal()
  const seekable = useStore(media.store, (state) => state.seekable && state.duration > 0)
  const position = useStore(media.store, (state) => Math.floor(state.position))
  const duration = useStore(media.store, (state) => state.duration)
  const target = useStore(seek.store, (state) => state.target)
  if (!seekable) return null
  const shown = target ?? position
  return (
    <Mirror x={BAR.x} y={BAR.y} width={BAR.width}>
      {(dir) => (
        <>
          <Box width={BAR.width} height={BAR.height} radius={12} fill={theme.surface} fillAlpha={0.88} />
          <Label
            // a time reads left to right in every language; its place follows the layout
            text={`${target === null ? '' : '» '}${clock(shown)} / ${clock(duration)}`}
            dir="ltr"
            x={dir.x(20)}
            y={10}
            size={theme.fontSize.base}
            role="timer"
          />
          <ProgressBar
            x={20}
            y={42}
            width={BAR.width - 40}
            height={6}
            value={duration > 0 ? shown / duration : 0}
            trackColor={theme.border}
            fillColor={theme.primary}
          />
        </>
      )}
    </Mirror>
  )
}
