import { useEffect, useLayoutEffect, useState } from 'react'
import { Box, Focusable, Label, mirrorX, QrCode, Spinner, useDir, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { SIDE_PANEL_WIDTH } from '../../src/services/overlays'
import {
  INTERNET_TEXT,
  loadInternet,
  switchHotspot,
  type InternetPanelDeps,
  type InternetPanel as Panel,
} from '../../src/services/sideloads'
import { theme } from '../theme'
import { CONTENT_Y, PANEL_INNER, PANEL_PAD, PanelText } from './PanelFrame'

export const HOTSPOT_SWITCH_ID = 'hotspot-switch'
const QR_SIZE = 220

/** the bridge starts after the panels are wired: its soft AP and the mac are read when a panel opens */

/** portal spec §2 Side panel internet (Wi-Fi hotspot); §4: switch off→on enables, on→off disables. */
export function InternetPanel({ deps, closeId }: { deps: InternetPanelDeps; closeId: string }) {
  const t = useT()
  const { focus } = useRenderer()
  const dir = useDir()
  const [panel, setPanel] = useState<Panel | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    void loadInternet({ ...deps, hotspot: deps.hotspot(), mac: deps.mac() }).then((loaded) => {
      if (live) setPanel(loaded)
    })
    return () => {
      live = false
    }
  }, [deps])
  const ready = panel?.kind === 'ready'
  useLayoutEffect(() => {
    focus.focus(ready ? HOTSPOT_SWITCH_ID : closeId)
  }, [focus, ready, closeId])

  if (!panel) return <Spinner x={SIDE_PANEL_WIDTH / 2 - 24} y={CONTENT_Y + 80} name={t('common.loading')} />
  if (panel.kind === 'inactive') return <PanelText text={t(panel.text)} tone="warning" />
  const toggle = async () => {
    const hotspot = deps.hotspot()
    if (busy || !hotspot) return
    setBusy(true)
    const enabled = await switchHotspot(panel.enabled, !panel.enabled, panel.ap, hotspot, deps.log)
    setPanel({ ...panel, enabled })
    setBusy(false)
  }
  const state = t(panel.enabled ? 'common.on' : 'common.off')
  // the switch row mirrors with the panel: its label at the start, the switch (on toward the end) after
  const mx = (x: number, width = 0) => mirrorX(x, width, PANEL_INNER, dir.rtl)
  return (
    <>
      <Focusable
        id={HOTSPOT_SWITCH_ID}
        x={PANEL_PAD}
        y={CONTENT_Y}
        width={PANEL_INNER}
        height={56}
        role="switch"
        name={`${t('sideload.hotspot')}: ${state}`}
        onSelect={() => void toggle()}
      >
        {(focused) => (
          <>
            <Box width={PANEL_INNER} height={56} radius={12} fill={focused ? theme.primary : theme.surface} />
            <Label
              text={t('sideload.hotspot')}
              x={mx(16)}
              y={28}
              anchorY={0.5}
              color={focused ? theme.onPrimary : theme.onSurface}
              mirror={false}
            />
            <Box
              x={mx(PANEL_INNER - 80, 64)}
              y={14}
              width={64}
              height={28}
              radius={14}
              fill={panel.enabled ? theme.primary : theme.border}
              border={{ width: 2, color: focused ? theme.onPrimary : theme.border }}
            />
            <Box
              x={mx(PANEL_INNER - (panel.enabled ? 44 : 76), 20)}
              y={18}
              width={20}
              height={20}
              radius={10}
              fill={theme.onSurface}
            />
          </>
        )}
      </Focusable>
      <Label
        text={`${t('sideload.hotspotName')}: ${panel.ap.ssid}`}
        x={dir.x(PANEL_PAD)}
        y={CONTENT_Y + 80}
      />
      <Label
        text={`${t('sideload.hotspotPassword')}: ${panel.ap.password}`}
        x={dir.x(PANEL_PAD)}
        y={CONTENT_Y + 112}
      />
      {panel.qr ? (
        <>
          <QrCode
            text={panel.qr}
            x={(SIDE_PANEL_WIDTH - QR_SIZE) / 2}
            y={CONTENT_Y + 156}
            size={QR_SIZE}
            name={t('chromecast.qr')}
          />
          <PanelText text={t('chromecast.qr')} y={CONTENT_Y + 156 + QR_SIZE + 16} tone="muted" />
        </>
      ) : (
        <PanelText text={t(INTERNET_TEXT.qrUnavailable)} y={CONTENT_Y + 156} tone="muted" />
      )}
    </>
  )
}
