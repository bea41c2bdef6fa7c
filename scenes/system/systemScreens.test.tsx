import type { TFunction } from 'i18next'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import ar from '../../locales/ar_AR.json'
import en from '../../locales/en_US.json'
import tr from '../../locales/tr_TR.json'
import { RLE } from '../../renderer/text/bidi'
import { API_MESSAGES } from '../../src/api/errors'
import { reloadMessage } from '../../src/api/interceptor'
import { TranslateContext } from '../../src/i18n/react'
import { createDictionaries } from '../../src/i18n/translate'
import { MESSAGES as SYNC_MESSAGES } from '../../src/services/sync'
import { CANVAS_TEXT, renderScene, textOf, type StageNode } from '../shared/testStage'
import { BlockingNotice } from './BlockingNotice'
import { ErrorScreen } from './ErrorScreen'

// text is measured on a canvas; a line here fits as it is
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const dictionaries = createDictionaries('en')
dictionaries.add('en', en)
dictionaries.add('tr', tr)
dictionaries.add('ar', ar)

const texts = (node: StageNode): StageNode[] => [
  ...(node.type === CANVAS_TEXT ? [node] : []),
  ...node.children.flatMap(texts),
]
const drawn = (stage: StageNode): string[] => texts(stage).map((node) => textOf(node) ?? '')

function render(element: ReactElement, tag: string, rtl = false) {
  const t: TFunction = dictionaries.fixedT(tag)
  return renderScene(<TranslateContext.Provider value={t}>{element}</TranslateContext.Provider>, { rtl })
}

const LATIN = /[A-Za-z]/

describe('the error screen is wholly in the guest’s language (portal spec §8)', () => {
  it('in Turkish: the title and the boot’s detail, the retry line too', async () => {
    const { mirror, stage } = await render(
      <ErrorScreen detail={SYNC_MESSAGES.deviceNotFound} retries />,
      'tr',
    )
    expect(mirror[0]).toMatchObject({ role: 'alert', name: tr.errors.somethingWentWrong })
    expect(drawn(stage)).toEqual([tr.errors.somethingWentWrong, 'Cihaz Bulunamadı', tr.errors.bootRetry])
  })

  it('a detail it does not know is drawn as given', async () => {
    const { stage } = await render(<ErrorScreen detail="GET /api/get/config failed with status 400" />, 'tr')
    expect(drawn(stage)).toEqual([tr.errors.somethingWentWrong, 'GET /api/get/config failed with status 400'])
  })

  it('in Arabic: every line Arabic and drawn right to left, centred in the mirrored layout', async () => {
    const { mirror, stage } = await render(
      <ErrorScreen detail={API_MESSAGES.configNotObject} retries />,
      'ar',
      true,
    )
    expect(mirror.map(({ role, name }) => [role, name])).toEqual([
      ['alert', ar.errors.somethingWentWrong],
      ['heading', ar.errors.somethingWentWrong],
      ['text', ar.errors.configInvalid],
      ['text', ar.errors.bootRetry],
    ])
    const lines = texts(stage)
    expect(lines).toHaveLength(3)
    for (const line of lines) {
      const text = textOf(line) ?? ''
      expect(text.startsWith(RLE)).toBe(true)
      expect(text).not.toMatch(LATIN)
      expect(line.getGlobalPosition().x).toBe(640)
      expect(line.props['anchor']).toMatchObject({ x: 0.5 })
    }
  })
})

describe('the reload notice is in the guest’s language (adapters spec §8)', () => {
  it('in Turkish, with its seconds, drawn and named alike', async () => {
    const { mirror, stage } = await render(<BlockingNotice text={reloadMessage(45)} />, 'tr')
    const turkish = tr.errors.reloadNotice_other.replace('{{count}}', '45')
    expect(mirror).toEqual([expect.objectContaining({ role: 'alert', name: turkish })])
    expect(drawn(stage)).toEqual([turkish])
  })

  it('in Arabic, right to left', async () => {
    const { mirror, stage } = await render(<BlockingNotice text={reloadMessage(30)} />, 'ar', true)
    const arabic = ar.errors.reloadNotice_many.replace('{{count}}', '30')
    expect(mirror[0]?.name).toBe(arabic)
    expect(drawn(stage)).toEqual([`${RLE}${arabic}\u202c`])
  })

  it('another notice is drawn as given', async () => {
    const { stage } = await render(<BlockingNotice text="Licence expired" />, 'tr')
    expect(drawn(stage)).toEqual(['Licence expired'])
  })
})
