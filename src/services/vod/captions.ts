// The seam for subtitles in the VOD player. Another service (issue 12: the captions service) cycles a
// film's subtitle tracks through the media controller; the VOD player only shows its current choice and
// asks it to cycle. Until that service is wired in, the player has no captions button — nothing here
// picks or draws subtitles.
import type { StoreApi } from 'zustand/vanilla'

export type CaptionsControl = {
  /** the current choice's label ('Off', 'English', …), null while the film has no subtitle tracks */
  readonly store: StoreApi<{ label: string | null }>
  /** moves to the next subtitle track (or off) */
  cycle(): void | Promise<void>
}
