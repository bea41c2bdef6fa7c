import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Box, Focusable, Label, mirrorX, useDir, useRenderer, WindowList } from '../../renderer'
import type { Language } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { backgroundFromConfig } from '../../src/services/background'
import { Button } from '../shared/Button'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'

export const WELCOME_CONTINUE_ID = 'welcome-continue'
const BUTTON_WIDTH = 220
const BUTTON_HEIGHT = 56

export type WelcomeScreenProps = {
  onContinue: () => void
  onLanguage: (code: string) => void
  /** called once when Welcome appears: the before-welcome opening media play (portal spec §2 Welcome) */
  onShown?: () => void
}

/** portal spec §2 Welcome: greeting, welcome text, Continue, and a language button when more than one language exists. */
export function WelcomeScreen({ onContinue, onLanguage, onShown }: WelcomeScreenProps) {
  const t = useT()
  const { focus } = useRenderer()
  const { stores, background } = usePortal()
  const guest = useStore(stores.hotel, (state) => state.device?.guest ?? null)
  const languages = useStore(stores.hotel, (state) => state.languages)
  const language = useStore(stores.hotel, (state) => state.language)
  const [choosing, setChoosing] = useState(false)
  const config = useStore(stores.hotel, (state) => state.config)
  // portal spec §2 Welcome: the welcome image/video is this screen's background
  const backdrop = useMemo(() => backgroundFromConfig(config, 'welcome'), [config])
  const hasBackdrop = backdrop.images.length > 0 || backdrop.video !== null
  useEffect(() => background.show(backdrop), [background, backdrop])
  const shown = useRef(onShown)
  useEffect(() => shown.current?.(), [])
  useLayoutEffect(() => {
    if (!choosing) focus.focus(WELCOME_CONTINUE_ID)
  }, [focus, choosing])

  const dir = useDir()
  const actionsWidth = 2 * BUTTON_WIDTH + 24
  return (
    <pixiContainer label="welcome">
      {hasBackdrop ? (
        <Box x={80} y={110} width={1120} height={400} radius={16} fill={theme.surface} fillAlpha={0.8} />
      ) : (
        <Backdrop fill={theme.surface} fillAlpha={0.94} />
      )}
      <Label
        text={t('welcome.title')}
        x={dir.x(120)}
        y={150}
        size={theme.fontSize.xlarge}
        weight="bold"
        role="heading"
      />
      {guest ? (
        <Label
          text={t('welcome.greeting', { name: guest.name, surname: guest.surname })}
          x={dir.x(120)}
          y={230}
          size={theme.fontSize.large}
          color={theme.onSurface}
        />
      ) : null}
      <Label
        text={t('welcome.text')}
        x={dir.x(120)}
        y={290}
        size={theme.fontSize.medium}
        color={theme.muted}
        wrapWidth={900}
      />
      <Focusable
        id="welcome-actions"
        kind="row"
        x={dir.x(120, actionsWidth)}
        y={420}
        width={actionsWidth}
        height={BUTTON_HEIGHT}
        role="group"
        name="Welcome actions"
      >
        <Button
          id={WELCOME_CONTINUE_ID}
          order={0}
          x={mirrorX(0, BUTTON_WIDTH, actionsWidth, dir.rtl)}
          width={BUTTON_WIDTH}
          height={BUTTON_HEIGHT}
          text={t('welcome.continue')}
          onSelect={onContinue}
        />
        {languages.length > 1 ? (
          <Button
            id="welcome-language"
            order={1}
            x={mirrorX(BUTTON_WIDTH + 24, BUTTON_WIDTH, actionsWidth, dir.rtl)}
            width={BUTTON_WIDTH}
            height={BUTTON_HEIGHT}
            text={t('welcome.language')}
            onSelect={() => setChoosing(true)}
          />
        ) : null}
      </Focusable>
      {choosing ? (
        <LanguageList
          languages={languages}
          current={language}
          onChoose={(code) => {
            setChoosing(false)
            onLanguage(code)
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </pixiContainer>
  )
}

const ROW_HEIGHT = 52
const LIST_Y = 150
/** rows the list shows at once (a hotel may offer all 17 interface languages): 7 end with the welcome
 * panel, clear of what the welcome background draws below it */
const LIST_ROWS = 7
const LIST_WIDTH = 340
const WELCOME_LANGUAGES_ID = 'welcome-languages'

/** The hotel's languages, the guest's current one highlighted first; windowed (up to 17 entries). */
function LanguageList({
  languages,
  current,
  onChoose,
  onClose,
}: {
  languages: Language[]
  current: string
  onChoose: (code: string) => void
  onClose: () => void
}) {
  const { focus } = useRenderer()
  const dir = useDir()
  const t = useT()
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      languages.findIndex((entry) => entry.code === current),
    ),
  )
  useLayoutEffect(() => {
    focus.focus(WELCOME_LANGUAGES_ID)
  }, [focus])
  const rows = Math.min(LIST_ROWS, Math.max(1, languages.length))
  const renderRow = useCallback(
    (row: number, active: boolean) => <LanguageRow entry={languages[row]} active={active} />,
    [languages],
  )
  return (
    <pixiContainer x={dir.x(820, LIST_WIDTH)} y={LIST_Y}>
      <Box width={LIST_WIDTH} height={rows * ROW_HEIGHT + 16} y={-8} radius={12} fill={theme.surfaceRaised} />
      <WindowList
        id={WELCOME_LANGUAGES_ID}
        name={t('settings.chooseLanguage')}
        width={LIST_WIDTH}
        rowHeight={ROW_HEIGHT}
        rows={rows}
        wrap={false}
        length={languages.length}
        index={index}
        onIndexChange={setIndex}
        onSelect={(row) => {
          const entry = languages[row]
          if (entry) onChoose(entry.code)
        }}
        onKey={(key) => (key === 'back' ? (onClose(), true) : false)}
        rowName={(row) => languages[row]?.NAME ?? ''}
        renderRow={renderRow}
      />
    </pixiContainer>
  )
}

function LanguageRow({ entry, active }: { entry: Language | undefined; active: boolean }) {
  const { rtl } = useDir()
  if (!entry) return null
  return (
    <>
      <Box
        x={8}
        width={LIST_WIDTH - 16}
        height={ROW_HEIGHT - 6}
        radius={8}
        fill={active ? theme.primary : theme.surfaceRaised}
      />
      <Label
        text={entry.NAME}
        x={mirrorX(28, 0, LIST_WIDTH, rtl)}
        y={(ROW_HEIGHT - 6) / 2}
        anchorY={0.5}
        maxWidth={LIST_WIDTH - 56}
        color={active ? theme.onPrimary : theme.onSurface}
        role="option"
      />
    </>
  )
}
