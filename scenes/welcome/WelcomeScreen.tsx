import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Box, Focusable, Label, mirrorX, useDir, useRenderer } from '../../renderer'
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
        />
      ) : null}
    </pixiContainer>
  )
}

const ROW_HEIGHT = 52

function LanguageList({
  languages,
  current,
  onChoose,
}: {
  languages: Language[]
  current: string
  onChoose: (code: string) => void
}) {
  const { focus } = useRenderer()
  const firstId = `language-${current}`
  const dir = useDir()
  useLayoutEffect(() => {
    focus.focus(firstId)
  }, [focus, firstId])
  return (
    <Focusable
      id="welcome-languages"
      kind="column"
      x={dir.x(820, 340)}
      y={150}
      width={340}
      height={languages.length * ROW_HEIGHT}
      role="listbox"
      name="Languages"
    >
      <Box
        width={340}
        height={languages.length * ROW_HEIGHT + 16}
        y={-8}
        radius={12}
        fill={theme.surfaceRaised}
      />
      {languages.map((entry, index) => (
        <Focusable
          key={entry.code}
          id={`language-${entry.code}`}
          order={index}
          y={index * ROW_HEIGHT}
          width={340}
          height={ROW_HEIGHT}
          role="option"
          name={entry.NAME}
          onSelect={() => onChoose(entry.code)}
        >
          {(focused) => (
            <>
              <Box
                x={8}
                width={324}
                height={ROW_HEIGHT - 6}
                radius={8}
                fill={focused ? theme.primary : theme.surfaceRaised}
              />
              <Label
                text={entry.NAME}
                x={mirrorX(28, 0, 340, dir.rtl)}
                y={(ROW_HEIGHT - 6) / 2}
                anchorY={0.5}
                color={focused ? theme.onPrimary : theme.onSurface}
                mirror={false}
              />
            </>
          )}
        </Focusable>
      ))}
    </Focusable>
  )
}
