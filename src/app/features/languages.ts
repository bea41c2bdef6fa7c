// The interface language drives the renderer's direction (issue 12): Arabic and Hebrew lay every screen
// out right to left, switched at run time when the language changes (the guest's choice in settings, a
// check-in, a sync), without a reload. Dictionaries and date locales load in translator.use().
import { isRtl, languageTag } from '../../i18n/languages'
import type { LanguageChoiceDeps } from '../../services/session/languageChange'
import { syncForLanguage } from '../../services/sync'
import type { PortalContext } from '../context'
import type { FeatureFactory } from './contract'

export const languagesFeature: FeatureFactory = (ctx) => {
  const apply = (code: string) => ctx.stage.setDirection({ rtl: isRtl(code), lang: languageTag(code) })
  apply(ctx.stores.hotel.getState().language)
  const unsubscribe = ctx.stores.hotel.subscribe((state, previous) => {
    if (state.language !== previous.language) apply(state.language)
  })
  return { name: 'languages', stop: unsubscribe }
}

/** What a guest's own choice of language needs (chooseLanguage): Welcome's list and the info bar's. */
export function languageChoice(ctx: PortalContext): LanguageChoiceDeps {
  return {
    stores: ctx.stores,
    api: ctx.api.client,
    applyLanguage: (code) => ctx.translator.use(code),
    log: ctx.log,
    session: ctx.win.sessionStorage,
    languageSync: () => syncForLanguage(ctx.syncDeps()),
  }
}
