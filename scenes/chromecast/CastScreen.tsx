import { useEffect } from 'react'
import { useStore } from 'zustand'
import { Label, Spinner, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { CAST_TEXT, type CastSession, type CastState, type CastVariant } from '../../src/services/chromecast'
import { ScreenFrame } from '../shared'
import { theme } from '../theme'
import { CastAvailable } from './CastAvailable'

const PAD = 80

/**
 * portal spec §2 Chromecast (/chromecast and its central, proxy, builtin and hotspot variants): the state
 * §4 decides from the reservation, with the §8 texts; the available state shows the Wi-Fi name, password
 * or code, link, QR code and help. Leaving the screen releases the reservation (the session's leave).
 */
export function CastScreen({ session, variant }: { session: CastSession; variant: CastVariant }) {
  const t = useT()
  const { mirror } = useRenderer()
  const state = useStore(session.store, (s) => s.state)
  useEffect(() => {
    void session.enter(variant)
    return () => session.leave()
  }, [session, variant])
  useEffect(() => {
    mirror.setRootData('cast-state', state)
    mirror.setRootData('cast-variant', variant)
    return () => {
      mirror.setRootData('cast-state', '')
      mirror.setRootData('cast-variant', '')
    }
  }, [mirror, state, variant])
  return (
    <ScreenFrame label="chromecast" heading={{ text: t('chromecast.title'), x: PAD, y: 40, size: 'xlarge' }}>
      {state === 'available' ? <CastAvailable session={session} /> : <CastStatus state={state} />}
    </ScreenFrame>
  )
}

/** portal spec §8 Chromecast: the two lines of the searching, error, unavailable and watch states. */
function CastStatus({ state }: { state: Exclude<CastState, 'available'> }) {
  const t = useT()
  const [title, detail] = CAST_TEXT[state]
  const refused = state === 'error' || state === 'unavailable'
  return (
    <>
      {state === 'searching' ? <Spinner x={640 - 32} y={260} size={64} name={t(title)} /> : null}
      <Label
        text={t(title)}
        x={640}
        y={330}
        anchorX={0.5}
        size={theme.fontSize.large}
        weight="bold"
        color={refused ? theme.danger : theme.onSurface}
        maxWidth={1100}
        role={refused ? 'alert' : 'status'}
      />
      <Label
        text={t(detail)}
        x={640}
        y={384}
        anchorX={0.5}
        size={theme.fontSize.medium}
        color={theme.muted}
        maxWidth={1100}
      />
    </>
  )
}
