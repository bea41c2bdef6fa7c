import { useState } from 'react'
import { Row } from '../layout/Stack'
import { Box } from '../primitives/Box'
import { Img } from '../primitives/Img'
import { Label } from '../primitives/Label'
import { Panel } from '../primitives/Panel'
import { ProgressBar } from '../primitives/ProgressBar'
import { QrCode } from '../primitives/QrCode'
import { ScrollText } from '../primitives/ScrollText'
import { Spinner } from '../primitives/Spinner'
import type { ScreenRect } from '../video/screenRect'
import { VideoRect } from '../video/VideoRect'

// Middle column of the gallery: surfaces, images through the texture cache, QR code, video placement
// and a scrollable message body.

export const MEDIA_X = 440
export const MEDIA_WIDTH = 310

const POSTER_URL = new URL('./poster.svg', import.meta.url).href
const LOGO_URL = new URL('./logo.svg', import.meta.url).href
const BROKEN_URL = new URL('./missing.png', import.meta.url).href

export const MESSAGE = [
  '<p><b>Welcome to the Grand Hotel.</b> We hope you enjoy your stay.</p>',
  '<p>مرحبا بكم! نتمنى لكم إقامة سعيدة في فندقنا.</p>',
  '<p>Breakfast is served from <i>7:00 to 10:30</i> in the garden restaurant.<br>Room service is',
  ' available around the clock: press <b>Menu</b> and choose <b><i>Dining</i></b>.</p>',
  '<p>The spa on the lower ground floor opens at 9:00. Towels are provided at the pool; please ask',
  ' the front desk for a late check-out.</p>',
  '<p><script>alert("never run")</script>Markup is parsed, never executed &amp; entities decode.</p>',
  '<p>Wi-Fi: connect to <b>GrandHotel-Guest</b> and accept the terms on the page that opens.</p>',
  '<p>Press up and down to scroll this message by 200 pixels.</p>',
].join('')

export function MediaDemos({ animate }: { animate: boolean }) {
  return (
    <>
      <Panel x={MEDIA_X} y={80} width={MEDIA_WIDTH} height={124} title="Panel with a title">
        <ProgressBar y={6} width={MEDIA_WIDTH - 100} value={0.4} name="Progress" />
        <Label text="40 %" y={22} size={16} color={0x9aa7b4} />
        <Spinner x={MEDIA_WIDTH - 76} y={-6} size={40} active={animate} />
      </Panel>
      <Row x={MEDIA_X} y={216} gap={14} sizes={94}>
        <Img url={POSTER_URL} width={94} height={100} fit="contain" name="Img: poster, contain" />
        <Img url={LOGO_URL} width={94} height={100} fit="cover" name="Img: logo, cover" />
        <Img url={BROKEN_URL} width={94} height={100} fallbackLabel="No image" name="Img: fallback" />
      </Row>
      <QrCode text="https://hotel.example/app" x={MEDIA_X} y={330} size={110} name="QR: hotel app" />
      <VideoDemo x={MEDIA_X + 124} y={330} />
      <ScrollText
        id="gallery-message"
        markup={MESSAGE}
        x={MEDIA_X}
        y={462}
        width={MEDIA_WIDTH}
        height={226}
        name="Message"
      />
    </>
  )
}

function VideoDemo({ x, y }: { x: number; y: number }) {
  const [rect, setRect] = useState<ScreenRect | null>(null)
  return (
    <>
      <Box x={x} y={y} width={186} height={105} border={{ width: 2, color: 0x3a6ea5 }} />
      <VideoRect x={x} y={y} width={186} height={105} onPlace={setRect} name="Video window" />
      <Label text="VideoRect" x={x + 10} y={y + 10} size={16} color={0x9aa7b4} mirror={false} />
      <Label
        text={rect ? `${rect.x},${rect.y} ${rect.width}×${rect.height}` : 'unplaced'}
        x={x + 10}
        y={y + 34}
        size={16}
        role="status"
      />
    </>
  )
}
