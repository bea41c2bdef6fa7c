import { useEffect, useMemo, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Spinner } from '../../renderer'
import type { RouteMatch } from '../../src/services/router/routes'
import {
  detailLayout,
  detailPath,
  findItem,
  isRouteLayout,
  listPath,
  type CmsPorts,
  type CmsRouteLayout,
} from '../../src/services/cms'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { useCmsTitle } from './ItemParts'
import { BoxedLayout } from './layouts/BoxedLayout'
import { DefaultLayout } from './layouts/DefaultLayout'
import type { LayoutProps } from './layouts/shared'
import { SlideshowLayout } from './layouts/SlideshowLayout'
import { VideoLayout } from './layouts/VideoLayout'

const LAYOUTS: Readonly<Record<CmsRouteLayout, (props: LayoutProps) => ReactNode>> = {
  default: DefaultLayout,
  boxed: BoxedLayout,
  video: VideoLayout,
  slideshow: SlideshowLayout,
}

/** the item a CMS route names, once its target is loaded (null while loading or when it is not there) */
function useRouteItem(ports: CmsPorts, route: RouteMatch, onMissing: (loaded: boolean) => void) {
  const { list } = ports
  const target = route.params['target'] ?? ''
  const category = route.params['category'] ?? ''
  const id = route.params['id'] ?? ''
  const carousels = useStore(list.store, (state) => state.carousels)
  const language = useStore(useStores().hotel, (state) => state.language)
  const found = useMemo(() => findItem(carousels, category, id), [carousels, category, id])
  useEffect(() => {
    let live = true
    void list.ensure(target).then((ok) => {
      if (live && (!ok || !list.find(category, id))) onMissing(ok)
    })
    return () => {
      live = false
    }
  }, [list, target, category, id, language, onMissing])
  return { target, category, found }
}

/**
 * portal spec §2 /cms/{default|boxed|video|slideshow}/:target/:category/:id: the item in the layout the
 * route names. §5: an item that is not there leaves (to its list, or home when the target has nothing).
 */
export function CmsDetailScreen({ ports, route }: { ports: CmsPorts; route: RouteMatch }) {
  const target = route.params['target'] ?? ''
  const category = route.params['category'] ?? ''
  const onMissing = useMemo(
    () => (loaded: boolean) => (loaded ? ports.go(listPath(target, category)) : ports.goHome()),
    [ports, target, category],
  )
  const { found } = useRouteItem(ports, route, onMissing)
  const title = useCmsTitle(
    target,
    useStore(ports.list.store, (state) => state.title),
  )
  const layout = route.params['layout'] ?? 'default'
  if (!found) return <Loading />
  const Layout = LAYOUTS[isRouteLayout(layout) ? layout : 'default']
  return <Layout found={found} target={target} title={title} ports={ports} />
}

/**
 * portal spec §2 /cms/:target/:category/:id: redirects (replacing the history entry) to the item's
 * layout; a side pane item opens over its list; content_type none (§5: does nothing) goes to the list.
 */
export function CmsResolver({ ports, route }: { ports: CmsPorts; route: RouteMatch }) {
  const target = route.params['target'] ?? ''
  const category = route.params['category'] ?? ''
  const onMissing = useMemo(
    () => (loaded: boolean) => (loaded ? ports.go(listPath(target, category)) : ports.goHome()),
    [ports, target, category],
  )
  const { found } = useRouteItem(ports, route, onMissing)
  useEffect(() => {
    if (!found) return
    const layout = detailLayout(found.item)
    const list = listPath(target, found.carousel.id)
    if (layout === 'sidepane') ports.list.showPaneOnOpen(String(found.item.id))
    const path =
      layout === null || layout === 'sidepane'
        ? list
        : detailPath(layout, target, found.carousel.id, found.item.id)
    ports.go(path, { replace: true })
  }, [found, ports, target])
  return <Loading />
}

function Loading() {
  return (
    <pixiContainer label="cms-loading">
      <Backdrop fill={theme.surface} fillAlpha={0.96} />
      <Spinner x={640 - 24} y={340} size={48} />
    </pixiContainer>
  )
}
