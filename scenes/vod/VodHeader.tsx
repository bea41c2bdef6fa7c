import { useMemo, useState } from 'react'
import { useStore } from 'zustand'
import {
  Box,
  Focusable,
  fittedWidths,
  Label,
  Mirror,
  revealFirst,
  shownFrom,
  stackPositions,
  useDir,
  useTextWidths,
} from '../../renderer'
import { useT } from '../../src/i18n/react'
import { VOD_ALL, vodCategories } from '../../src/services/vod'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { useVod } from './context'
import { CHIP, HEADER, VOD_IDS } from './layout'

/** a category button's caption: small and bold */
const CHIP_TEXT = { size: theme.fontSize.small, weight: 'bold' } as const

/**
 * portal spec §2 VOD: the search box and the category buttons including All. The search box opens the
 * on-screen keyboard; §4 Categories: a category clears the search, a search clears the category.
 */
export function VodHeader() {
  return (
    <>
      <Mirror x={HEADER.searchX} y={HEADER.y} width={HEADER.searchWidth}>
        <SearchBox />
      </Mirror>
      <Mirror x={HEADER.chipsX} y={HEADER.y} width={HEADER.chipsWidth}>
        <CategoryChips />
      </Mirror>
    </>
  )
}

/** the search box: Enter opens the on-screen keyboard */
function SearchBox() {
  const vod = useVod()
  const t = useT()
  const dir = useDir()
  const search = useStore(vod.store, (state) => state.search)
  return (
    <Focusable
      id={VOD_IDS.search}
      width={HEADER.searchWidth}
      height={HEADER.height}
      role="searchbox"
      name={`${t('vod.search')}: ${search}`}
      onSelect={() => void vod.openSearch({ top: HEADER.y, height: HEADER.height })}
    >
      {(focused) => (
        <>
          <Box
            width={HEADER.searchWidth}
            height={HEADER.height}
            radius={24}
            fill={theme.surfaceRaised}
            border={{ width: 2, color: focused ? theme.primary : theme.border }}
          />
          <Label
            text={search || t('vod.searchHint')}
            x={dir.x(20)}
            y={HEADER.height / 2}
            anchorY={0.5}
            size={theme.fontSize.base}
            color={search ? theme.onSurface : theme.muted}
            maxWidth={HEADER.searchWidth - 40}
            mirror={false}
          />
        </>
      )}
    </Focusable>
  )
}

/**
 * All and the catalogue's categories, each button as wide as its name (CHIP.min to CHIP.max;
 * the backend names the categories, in any language); the strip shifts so the focused button is shown
 */
function CategoryChips() {
  const vod = useVod()
  const t = useT()
  const dir = useDir()
  const films = useStore(useStores().hotel, (state) => state.vods)
  const category = useStore(vod.store, (state) => state.category)
  const search = useStore(vod.store, (state) => state.search)
  const chips = useMemo(() => [{ id: VOD_ALL, title: t('vod.all') }, ...vodCategories(films)], [films, t])
  const textWidths = useTextWidths(
    useMemo(() => chips.map((chip) => chip.title), [chips]),
    CHIP_TEXT,
  )
  const widths = useMemo(() => fittedWidths(textWidths, CHIP), [textWidths])
  const positions = useMemo(() => stackPositions(widths, CHIP.gap), [widths])
  // more buttons than fit: the strip shifts so the focused one is shown
  const [first, setFirst] = useState(0)
  const reveal = (index: number) =>
    setFirst((current) => revealFirst(positions, widths, index, current, HEADER.chipsWidth))
  return (
    <>
      {chips.map((chip, index) => {
        const width = widths[index] ?? CHIP.min
        const x = (positions[index] ?? 0) - (positions[first] ?? 0)
        const chosen = chip.id === category && !search
        return (
          <pixiContainer
            key={chip.id}
            visible={shownFrom(positions, widths, index, first, HEADER.chipsWidth)}
          >
            <Focusable
              id={VOD_IDS.category(chip.id)}
              x={dir.x(x, width)}
              width={width}
              height={HEADER.height}
              role="menuitemradio"
              name={chosen ? t('a11y.selected', { name: chip.title }) : chip.title}
              onFocus={() => reveal(index)}
              onSelect={() => vod.chooseCategory(chip.id)}
            >
              {(focused) => (
                <>
                  <Box
                    width={width}
                    height={HEADER.height}
                    radius={24}
                    fill={focused ? theme.primary : chosen ? theme.surfaceRaised : theme.surface}
                    border={{ width: 2, color: chosen ? theme.primary : theme.border }}
                  />
                  <Label
                    text={chip.title}
                    x={width / 2}
                    y={HEADER.height / 2}
                    anchorX={0.5}
                    anchorY={0.5}
                    size={CHIP_TEXT.size}
                    weight={CHIP_TEXT.weight}
                    color={focused ? theme.onPrimary : theme.onSurface}
                    maxWidth={width - 2 * CHIP.padding}
                    mirror={false}
                  />
                </>
              )}
            </Focusable>
          </pixiContainer>
        )
      })}
    </>
  )
}
