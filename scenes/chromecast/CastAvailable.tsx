import { useStore } from 'zustand'
import { Img, Label, QrCode, Row, useDir } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { CAST_NOT_AVAILABLE, castDetails, type CastSession } from '../../src/services/chromecast'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import cast1 from './images/cast_1.svg?no-inline'
import cast2 from './images/cast_2.svg?no-inline'
import cast3 from './images/cast_3.svg?no-inline'

const PAD = 80
const QR = { size: 300, x: 1280 - 80 - 300, y: 130 }
const DETAILS_Y = 140
const LINE = 46
const HELP_Y = 340
const TEXT_WIDTH = 700
/** portal spec §2: "Hotspot variant uses images cast_1 to cast_3" */
const HOTSPOT_IMAGES = [cast1, cast2, cast3] as const
const HOTSPOT_IMAGE = { width: 220, height: 165, gap: 20 }

/** The available state: Wi-Fi name, password or code, link, QR code and help (portal spec §2, §8). */
export function CastAvailable({ session }: { session: CastSession }) {
  const t = useT()
  const dir = useDir()
  const { hotel } = useStores()
  const config = useStore(hotel, (state) => state.config)
  const { variant, reservation, softAp, pairingQr } = useStore(session.store)
  const details = castDetails(variant, reservation, config, softAp, pairingQr)
  const notAvailable = t(CAST_NOT_AVAILABLE)
  const lines: [string, string][] = [
    [t('chromecast.wifiName'), details.wifiName ?? notAvailable],
    [t(`chromecast.${details.secret.kind}`), details.secret.value ?? notAvailable],
  ]
  if (details.link) lines.push([t('chromecast.link'), details.link])
  const hotspot = variant === 'hotspot'
  return (
    <>
      {lines.map(([label, value], index) => (
        <Label
          key={label}
          text={`${label}: ${value}`}
          x={dir.x(PAD)}
          y={DETAILS_Y + index * LINE}
          size={theme.fontSize.medium}
          weight={index < 2 ? 'bold' : 'normal'}
          maxWidth={TEXT_WIDTH}
        />
      ))}
      {details.qr ? (
        <>
          <QrCode
            text={details.qr}
            x={dir.x(QR.x, QR.size)}
            y={QR.y}
            size={QR.size}
            name={t('chromecast.qr')}
          />
          <Label
            text={t('chromecast.qr')}
            x={dir.x(QR.x + QR.size / 2)}
            y={QR.y + QR.size + 16}
            anchorX={0.5}
            size={theme.fontSize.small}
            color={theme.muted}
            maxWidth={QR.size + 60}
          />
        </>
      ) : null}
      <Label
        text={t('chromecast.help')}
        x={dir.x(PAD)}
        y={HELP_Y - 8}
        size={theme.fontSize.large}
        weight="bold"
        role="heading"
      />
      {hotspot ? <HotspotHelp /> : <StepsHelp />}
    </>
  )
}

function StepsHelp() {
  const t = useT()
  const dir = useDir()
  return (
    <>
      {(['step1', 'step2', 'step3'] as const).map((step, index) => (
        <Label
          key={step}
          text={`${index + 1}. ${t(`chromecast.${step}`)}`}
          x={dir.x(PAD)}
          y={HELP_Y + 56 + index * 72}
          size={theme.fontSize.medium}
          maxWidth={TEXT_WIDTH}
          maxLines={2}
          role="listitem"
        />
      ))}
    </>
  )
}

/** The hotspot variant's help: the three pictures cast_1..cast_3 with their steps. */
function HotspotHelp() {
  const t = useT()
  const steps = ['hotspotStep1', 'hotspotStep2', 'hotspotStep3'] as const
  return (
    <Row x={PAD} y={HELP_Y + 48} gap={HOTSPOT_IMAGE.gap} sizes={HOTSPOT_IMAGE.width}>
      {HOTSPOT_IMAGES.map((url, index) => (
        <pixiContainer key={url}>
          <Img
            url={url}
            width={HOTSPOT_IMAGE.width}
            height={HOTSPOT_IMAGE.height}
            radius={12}
            name={`cast_${index + 1}`}
          />
          <Label
            text={`${index + 1}. ${t(`chromecast.${steps[index] ?? 'hotspotStep1'}`)}`}
            x={HOTSPOT_IMAGE.width / 2}
            y={HOTSPOT_IMAGE.height + 12}
            anchorX={0.5}
            align="center"
            size={theme.fontSize.small}
            maxWidth={HOTSPOT_IMAGE.width}
            maxLines={4}
            role="listitem"
          />
        </pixiContainer>
      ))}
    </Row>
  )
}
