import { useEffect, useLayoutEffect, useState } from 'react'
import { QrCode, Spinner, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { SIDE_PANEL_WIDTH } from '../../src/services/overlays'
import {
  DEVICE_PANEL_TEXT,
  launchBluetooth,
  loadMobileQr,
  type BluetoothPanelDeps,
  type MobilePanelDeps,
  type MobileQr,
} from '../../src/services/sideloads'
import { Button } from '../shared/Button'
import { CONTENT_Y, PANEL_INNER, PANEL_PAD, PanelText } from './PanelFrame'

const QR_SIZE = 260
export const BLUETOOTH_OPEN_ID = 'bluetooth-open'

/** portal spec §2 Side panel mobile (app pairing): the QR from POST /api/rc/qr. */
export function MobilePanel({ deps, closeId }: { deps: MobilePanelDeps; closeId: string }) {
  const t = useT()
  const { focus } = useRenderer()
  useLayoutEffect(() => {
    focus.focus(closeId)
  }, [focus, closeId])
  const [qr, setQr] = useState<MobileQr | null>(null)
  useEffect(() => {
    let live = true
    void loadMobileQr(deps.mac(), deps.api, deps.log).then((loaded) => {
      if (live) setQr(loaded)
    })
    return () => {
      live = false
    }
  }, [deps])
  if (!qr) return <Spinner x={SIDE_PANEL_WIDTH / 2 - 24} y={CONTENT_Y + 80} name={t('common.loading')} />
  if (qr.kind === 'error') return <PanelText text={t(qr.text)} tone="warning" />
  return (
    <>
      <PanelText text={t('sideload.qrMobileApp')} />
      <QrCode
        text={qr.qr}
        x={(SIDE_PANEL_WIDTH - QR_SIZE) / 2}
        y={CONTENT_Y + 90}
        size={QR_SIZE}
        name={t('sideload.qrMobileApp')}
      />
    </>
  )
}

/**
 * adapters spec §2: the bluetooth sideload pseudo-app (panel on the right). It tells the guest how to pair
 * and opens the platform's own bluetooth settings app; where the platform has none it says so.
 */
export function BluetoothPanel({ deps }: { deps: BluetoothPanelDeps }) {
  const t = useT()
  const { focus } = useRenderer()
  useLayoutEffect(() => {
    focus.focus(BLUETOOTH_OPEN_ID)
  }, [focus])
  const [launched, setLaunched] = useState<boolean | null>(null)
  const open = () => {
    setLaunched(null)
    void launchBluetooth(deps.bridge(), deps.log).then(setLaunched)
  }
  useEffect(() => {
    let live = true
    void launchBluetooth(deps.bridge(), deps.log).then((done) => {
      if (live) setLaunched(done)
    })
    return () => {
      live = false
    }
  }, [deps])
  return (
    <>
      <PanelText text={t('sideload.bluetoothHelp')} />
      {launched === false ? (
        <PanelText text={t(DEVICE_PANEL_TEXT.bluetoothUnavailable)} y={CONTENT_Y + 110} tone="warning" />
      ) : null}
      <Button
        id={BLUETOOTH_OPEN_ID}
        x={PANEL_PAD}
        y={CONTENT_Y + 200}
        width={PANEL_INNER}
        height={52}
        text={t('sideload.openBluetooth')}
        onSelect={open}
      />
    </>
  )
}
