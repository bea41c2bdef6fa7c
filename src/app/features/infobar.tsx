// The info bar and its settings dropdown (portal spec §2 Overlays: Info bar, Settings dropdown), with the
// language choice (§4 Language change) and the HDMI toggle they offer.
import { createHdmiToggle } from '../../services/hdmiToggle'
import type { InfobarActions, SettingsActions } from '../../services/infobarActions'
import { openSideload } from '../../services/overlays'
import { chooseLanguage } from '../../services/session'
import { languageItems, openPick } from '../../services/sideloads'
import { lazyOverlay } from '../lazyScene'
import type { FeatureFactory } from './contract'
import { languageChoice } from './languages'

export const infobarFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, overlays, api, services, stores } = ctx
  const dialogs = services.need('dialogs')
  // portal spec §4 Language change (UI, date locale, guest record if different), then the language sync
  // (§4 Sync: menus, data, channels); the Channel-Language header follows the session key
  // (src/services/session/languageChange.ts chooseLanguage, shared with Welcome's language list).
  const pickLanguage = async () => {
    const { languages, language } = stores.hotel.getState()
    const code = await openPick(overlays, ctx.t('settings.chooseLanguage'), languageItems(languages), {
      selected: language,
    })
    if (!code || code === language) return
    await chooseLanguage(code, languageChoice(ctx))
  }
  const infobar: InfobarActions = {
    clock,
    sleep: services.need('sleep'),
    alarm: services.need('alarm'),
    cart: services.need('cart').store,
    openMessages: () => void services.need('messagesOverlay').open(),
    openCart: () => void openSideload(overlays, { component: 'cart', params: {} }),
    openLanguages: () => void pickLanguage(),
    openAlarm: () => void dialogs.openAlarm(),
    confirmRefresh: () => void dialogs.confirmRefresh(),
    clearUserData: () => void dialogs.clearUserData(),
  }
  const settings: SettingsActions = {
    sleep: services.need('sleep'),
    // portal spec §2 Settings: Disable/Enable HDMI (POST /api/adb/cmd enableApp/disableApp)
    hdmi: createHdmiToggle({
      api: api.client,
      storage: win.localStorage,
      ip: () => stores.hotel.getState().properties?.ip ?? null,
      log,
    }),
    openLanguages: () => void pickLanguage(),
    openAlarm: () => void dialogs.openAlarm(),
    openServiceMenu: () => void dialogs.openServiceMenu(),
  }
  const Infobar = lazyOverlay(
    overlays,
    ['infobar'],
    () => import('../../../scenes/overlays/Infobar').then((m) => m.Infobar),
    log,
  )
  const SettingsDropdown = lazyOverlay(
    overlays,
    ['settings'],
    () => import('../../../scenes/overlays/SettingsDropdown').then((m) => m.SettingsDropdown),
    log,
  )
  return {
    name: 'infobar',
    overlays: () => (
      <>
        <Infobar overlays={overlays} actions={infobar} />
        <SettingsDropdown overlays={overlays} actions={settings} />
      </>
    ),
  }
}
