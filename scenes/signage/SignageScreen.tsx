import { useEffect } from 'react'
import { useStore } from 'zustand'
import { Box, Img, useMirrorNode } from '../../renderer'
import { configString } from '../../src/api/config'
import { useT } from '../../src/i18n/react'
import type { SignagePlayer } from '../../src/services/signage'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import defaultLogo from './defaultLogo.svg'

// the product's own mark, shown when the hotel configured no logo (portal spec §4: "a default logo"); an
// asset import, not import.meta.url, which the legacy IIFE build every TV gets does not have
export const DEFAULT_SIGNAGE_LOGO: string = defaultLogo

const SCREEN = { width: 1280, height: 720 }
const LOGO = { x: 320, y: 180, width: 640, height: 360 }

/**
 * portal spec §2 /DS, §4 Digital signage: draws what the signage player says. A still image covers the
 * screen (and stays over a starting video, so a change shows no blank frame); a playing video shows
 * through the transparent canvas; otherwise the logo. The images due next are mounted hidden, so their
 * textures are decoded before the change. Nothing animates: between changes no frame is drawn.
 */
export function SignageScreen({ player }: { player: SignagePlayer }) {
  const t = useT()
  const status = useStore(player.store, (state) => state.status)
  const layout = useStore(player.store, (state) => state.layout)
  const image = useStore(player.store, (state) => state.image)
  const videoPlaying = useStore(player.store, (state) => state.videoPlaying)
  const preload = useStore(player.store, (state) => state.preload)
  const logo = useStore(useStores().hotel, (state) => configString(state.config, 'app_logo_path')?.trim())
  useEffect(() => {
    player.start()
    return () => player.stop()
  }, [player])
  const showLogo = image === null && !videoPlaying
  useMirrorNode(
    undefined,
    'status',
    layout
      ? t('signage.layout', {
          index: layout.index,
          count: layout.count,
          type: t(`signage.type.${layout.type}`),
        })
      : t(status === 'logo' ? 'signage.noLayout' : 'signage.waiting'),
  )
  return (
    <pixiContainer label="signage">
      {showLogo ? (
        <>
          <Box {...SCREEN} fill={theme.surface} />
          <Img
            url={logo || DEFAULT_SIGNAGE_LOGO}
            {...LOGO}
            fit="contain"
            role="img"
            name={t('signage.logo')}
          />
        </>
      ) : null}
      {image !== null ? <Img url={image} {...SCREEN} fit="cover" role="img" name={image} /> : null}
      {preload.map((url) => (
        <Img key={url} url={url} {...SCREEN} fit="cover" visible={false} />
      ))}
    </pixiContainer>
  )
}
