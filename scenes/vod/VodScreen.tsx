import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { Backdrop, selectSource, useDir, useRenderer } from '../../renderer'
import type { RemoteKey } from '../../bridges/contract'
import { useT } from '../../src/i18n/react'
import { createPendingSeek } from '../../src/services/media'
import type { RouteMatch } from '../../src/services/router/routes'
import type { CaptionsControl, VodSession } from '../../src/services/vod'
import { usePortal, useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { VodContext } from './context'
import { DETAIL, DETAIL_IDS, PLAYER_IDS, VOD_IDS } from './layout'
import { PosterGrid } from './PosterGrid'
import { VodDetail } from './VodDetail'
import { VodHeader } from './VodHeader'
import { VodPlayer } from './VodPlayer'

const ROOT_DATA = ['vod-mode', 'vod-gate', 'vod-player', 'vod-selected', 'vod-count'] as const

/**
 * portal spec §2 VOD at /vod/:target?: category buttons including All, the search box, the poster grid
 * and the detail panel; Watch / Continue / Buy open the full-screen player, Back returns to the detail
 * with focus where it was. Rules live in the VOD session (src/services/vod); this scene draws them.
 */
export function VodScreen(props: { vod: VodSession; route: RouteMatch; captions?: CaptionsControl }) {
  const { vod, route } = props
  const { mirror, focus, clock } = useRenderer()
  const { media } = usePortal()
  const t = useT()
  const films = useStore(useStores().hotel, (state) => state.vods)
  const items = useStore(vod.store, (state) => state.items)
  // the grid follows the highlight itself: a key press renders nothing here (PosterGrid)
  const index = useMemo(() => selectSource(vod.store, (state) => state.index), [vod])
  const mode = useStore(vod.store, (state) => state.mode)
  const gate = useStore(vod.store, (state) => state.gate)
  const selected = useStore(vod.store, (state) => state.selected)
  const playerStatus = useStore(vod.player.store, (state) => state.status)
  // portal spec §4 Playback controls: 30 s steps, applied after 2 s idle or on toggle
  const seek = useMemo(() => createPendingSeek({ media, clock }), [media, clock])
  useEffect(() => () => seek.destroy(), [seek])

  useEffect(() => () => vod.leave(), [vod])
  useEffect(() => vod.enter(route.params['target']), [vod, route])
  const entered = useRef(false)
  useEffect(() => {
    if (entered.current) vod.reload()
    entered.current = true
  }, [vod, films])

  useEffect(() => {
    mirror.setRootData('vod-mode', mode)
    mirror.setRootData('vod-gate', gate)
    mirror.setRootData('vod-player', playerStatus)
    mirror.setRootData('vod-selected', selected ? String(selected.id) : '')
    mirror.setRootData('vod-count', String(items.length))
  }, [mirror, mode, gate, playerStatus, selected, items.length])
  useEffect(() => () => ROOT_DATA.forEach((key) => mirror.setRootData(key, '')), [mirror])

  // the picture is full screen except for the trailer, which sits in the detail's cover (VodDetail)
  useEffect(() => {
    if (mode !== 'trailer') void media.setWindow(null)
  }, [media, mode])

  // portal spec §4 VOD: the trailer waits for 1.5 s of focus on the detail and stops when focus leaves;
  // the last browsing focus is where Back from the player returns to
  const lastFocus = useRef<string>(VOD_IDS.grid)
  useEffect(() => {
    let inDetail = false
    return focus.subscribe(() => {
      const id = focus.focusedId()
      if (id !== null && id.startsWith('vod-') && !PLAYER_IDS.has(id)) lastFocus.current = id
      const now = id !== null && DETAIL_IDS.has(id)
      if (now !== inDetail) vod.focusDetail(now)
      inDetail = now
    })
  }, [focus, vod])
  const watching = mode === 'watch'
  useLayoutEffect(() => {
    if (watching) focus.focus(VOD_IDS.player)
    else if (!focus.focus(lastFocus.current)) focus.focus(VOD_IDS.grid)
  }, [focus, watching])

  // Back and the playback keys while the film plays; Back from the detail goes to the grid
  useEffect(
    () =>
      vod.setKeyHandler((key: RemoteKey) => {
        if (vod.store.getState().mode === 'watch') {
          if (key === 'back' || key === 'stop') return (void vod.closePlayer(), true)
          if (key === 'fw') return seek.forward()
          if (key === 'rw') return seek.rewind()
          if (key === 'play' || key === 'pause') return (void seek.toggle(), true)
          return false
        }
        if (key === 'back' && DETAIL_IDS.has(focus.focusedId() ?? ''))
          return (focus.focus(VOD_IDS.grid), true)
        return false
      }),
    [vod, seek, focus],
  )

  return (
    <VodContext.Provider value={vod}>
      <pixiContainer label="vod">
        {watching ? (
          <VodPlayer seek={seek} captions={props.captions} />
        ) : (
          <>
            <VodBackdrop hole={mode === 'trailer'} />
            <PosterGrid
              id={VOD_IDS.grid}
              name={t('vod.title')}
              items={items}
              index={index}
              onIndexChange={vod.highlight}
              onSelect={(at) => {
                vod.select(at)
                focus.focus(VOD_IDS.play)
              }}
              cacheRows
            />
            <VodHeader />
            <VodDetail />
          </>
        )}
      </pixiContainer>
    </VodContext.Provider>
  )
}

/** The screen's surface; while the trailer plays it leaves the cover's rectangle open for the video. */
function VodBackdrop({ hole }: { hole: boolean }) {
  const dir = useDir()
  const holes = useMemo(() => {
    if (!hole) return []
    const { y, width, coverHeight } = DETAIL
    return [{ x: dir.x(DETAIL.x, width), y, width, height: coverHeight }]
  }, [hole, dir])
  return <Backdrop fill={theme.surface} holes={holes} />
}
