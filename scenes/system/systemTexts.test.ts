import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { BridgeNotFoundError } from '../../bridges/detect'
import en from '../../locales/en_US.json'
import ru from '../../locales/ru_RU.json'
import tr from '../../locales/tr_TR.json'
import { BASE_URL_MESSAGES } from '../../src/api/baseUrl'
import { API_MESSAGES } from '../../src/api/errors'
import { reloadMessage, reloadMessageSeconds } from '../../src/api/interceptor'
import { createDictionaries } from '../../src/i18n/translate'
import { BOOT_MESSAGES, bootStepLate } from '../../src/services/boot'
import { MESSAGES as SYNC_MESSAGES } from '../../src/services/sync'
import { BOOT_DETAIL_KEYS, blockingNoticeText, bootDetailText, PROPERTIES_FAILED } from './systemTexts'

const dictionaries = createDictionaries('en')
dictionaries.add('en', en)
dictionaries.add('ru', ru)
dictionaries.add('tr', tr)
const english: TFunction = dictionaries.fixedT('en')
const russian: TFunction = dictionaries.fixedT('ru')
const turkish: TFunction = dictionaries.fixedT('tr')

describe('the reload notice in the guest’s language (adapters spec §8)', () => {
  it('reads the seconds back from the notice, and nothing from any other text', () => {
    expect(reloadMessageSeconds(reloadMessage(47))).toBe(47)
    expect(reloadMessageSeconds('Licence expired')).toBeNull()
    expect(reloadMessageSeconds(reloadMessage(47).replace('47', 'soon'))).toBeNull()
  })

  it('in Russian, with the plural form of its seconds', () => {
    expect(blockingNoticeText(reloadMessage(30), russian)).toBe(
      'Что-то пошло не так, платформа перезагрузится, пожалуйста, подождите 30 секунд.',
    )
    expect(blockingNoticeText(reloadMessage(31), russian)).toBe(
      'Что-то пошло не так, платформа перезагрузится, пожалуйста, подождите 31 секунду.',
    )
    expect(blockingNoticeText(reloadMessage(42), russian)).toBe(
      'Что-то пошло не так, платформа перезагрузится, пожалуйста, подождите 42 секунды.',
    )
  })

  it('in English from the dictionary (its plural form), a notice it does not know as given', () => {
    expect(blockingNoticeText(reloadMessage(1), english)).toBe(
      'Something went wrong, the platform will reload itself, please wait 1 second.',
    )
    expect(blockingNoticeText(reloadMessage(90), english)).toBe(
      // English is the spec's text as written (adapters spec §8: "please wait N second.")
      'Something went wrong, the platform will reload itself, please wait 90 second.',
    )
    expect(blockingNoticeText('Licence expired', russian)).toBe('Licence expired')
  })
})

describe('the error screen’s boot detail in the guest’s language (portal spec §8)', () => {
  it.each([
    [SYNC_MESSAGES.deviceNotFound, 'Cihaz Bulunamadı'],
    [API_MESSAGES.configNotObject, 'Yapılandırmalar beklendiği gibi alınamadı'],
    [SYNC_MESSAGES.noMenu, tr.errors.noMenu],
    [SYNC_MESSAGES.noLanguage, tr.errors.noLanguage],
    [SYNC_MESSAGES.dsMode, tr.errors.dsMode],
    [BOOT_MESSAGES.noWebkit, tr.errors.noWebkit],
    [BOOT_MESSAGES.noClasses, tr.errors.initNoClasses],
    [BOOT_MESSAGES.bridgeFailed, tr.errors.bridgeStartFailed],
    [BASE_URL_MESSAGES.missing, tr.errors.baseUrlFailed],
  ])('%s in Turkish', (detail, turkishText) => {
    expect(bootDetailText(detail, turkish)).toBe(turkishText)
    expect(turkishText).not.toBe(detail)
  })

  it('each known detail is the English of its key: translated, nothing is lost', () => {
    for (const [detail, key] of BOOT_DETAIL_KEYS) expect(english(key)).toBe(detail)
    // the API layer's own checks fail with the same texts as the sync's
    for (const detail of Object.values(API_MESSAGES)) expect(BOOT_DETAIL_KEYS.has(detail)).toBe(true)
  })

  it('a class that failed: the frame and its own message both translated', () => {
    const detail = BOOT_MESSAGES.classFailed(PROPERTIES_FAILED)
    expect(bootDetailText(detail, turkish)).toBe(
      tr.errors.initFailed.replace('{{message}}', tr.errors.propertiesFailed),
    )
    // a message it does not know stays as given inside the translated frame
    expect(bootDetailText(BOOT_MESSAGES.classFailed('socket closed'), turkish)).toBe(
      tr.errors.initFailed.replace('{{message}}', 'socket closed'),
    )
    expect(bootDetailText(detail, english)).toBe(detail)
  })

  it('a bridge that is not found keeps its name', () => {
    expect(bootDetailText(new BridgeNotFoundError('vidaa').message, russian)).toBe(
      ru.errors.bridgeNotFound.replace('{{name}}', 'vidaa'),
    )
  })

  it('an unknown detail stays as given', () => {
    for (const detail of [
      bootStepLate('The platform bridge'),
      'GET /api/get/config failed with status 400',
      BASE_URL_MESSAGES.credentials,
      '',
    ])
      expect(bootDetailText(detail, russian)).toBe(detail)
  })
})
