import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Label, useRenderer } from '../../../renderer/index'
import { CmsRows, cmsRowId } from '../../../scenes/cms/CmsRows'
import { createCmsList, type CmsKeyHandler } from '../../../src/services/cms'
import { consoleLogger } from '../../../src/services/logger'
import { COLORS, flag } from '../shared/fixture'
import { CMS_MARGIN_X, CMS_ROWS_Y, cmsCaption, cmsCarousels, type CmsTickLog } from '../shared/cmsFixture'

const UP_DOWN: Readonly<Record<string, 'up' | 'down'>> = { ArrowUp: 'up', ArrowDown: 'down' }

/**
 * The portal's CMS list rows (scenes/cms/CmsRows.tsx) over the product's list service (createCmsList),
 * fed 5 rows × 12 cards: the WindowList of rows, a Carousel per row, autoplay on the rows in view, the
 * covers through the texture cache behind the rows' quiet gate. Left/right reach the focused carousel
 * through the page's key dispatch (main.tsx); up/down the rows' own handler, as the portal's root-scope
 * keys do.
 */
export function CmsRowsScene({ onCommit }: { onCommit: (focusId: string) => void }) {
  const { loop } = useRenderer()
  const list = useMemo(
    () => createCmsList({ getCms: async () => cmsCarousels(), menus: () => [], log: consoleLogger }),
    [],
  )
  const rowKeys = useRef<CmsKeyHandler | null>(null)
  const bindKeys = useCallback((handler: CmsKeyHandler | null) => {
    rowKeys.current = handler
  }, [])
  const status = useStore(list.store, (state) => state.status)
  const row = useStore(list.store, (state) => state.row)
  const items = useStore(list.store, (state) => state.items)
  useEffect(() => void list.open('perf', undefined), [list])
  useLayoutEffect(() => {
    if (status === 'ready') onCommit(cmsRowId(list.store.getState().row))
  }, [status, onCommit, list])
  // the commit of a key's change (perf/lib/recorder.js: key → drawn-frame latency)
  useLayoutEffect(() => window.__rec?.commit(), [row, items])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = UP_DOWN[event.key]
      if (key && rowKeys.current?.(key)) event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    const log: CmsTickLog = { steps: [], frames: [] }
    window.__cmsTicks = log
    const unsubscribe = list.store.subscribe((state, previous) => {
      if (state.items !== previous.items) log.steps.push(performance.now())
    })
    const unobserve = loop.observe(() => void log.frames.push(performance.now()))
    return () => {
      unsubscribe()
      unobserve()
    }
  }, [list, loop])

  return (
    <>
      {/* the screen's surface as the CMS list screen draws it: the frame's clear colour (CmsListScreen) */}
      <Backdrop fill={COLORS.background} />
      {status === 'ready' ? (
        <CmsRows
          list={list}
          caption={cmsCaption}
          onSelect={() => undefined}
          bindKeys={bindKeys}
          x={CMS_MARGIN_X}
          y={CMS_ROWS_Y}
          width={1280 - CMS_MARGIN_X}
          // as the portal's list screen (a scissor clip since the fifteenth session); ?bands measures the
          // opaque bands it drew over the margin rows before (perf/README.md "Issue 19, fifteenth session")
          {...(flag('bands') ? { bands: COLORS.background } : {})}
        />
      ) : null}
      <Label text="Room Service" x={CMS_MARGIN_X} y={32} size={30} weight="bold" mirror={false} />
    </>
  )
}
