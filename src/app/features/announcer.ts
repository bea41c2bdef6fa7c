// The speaking portal (issue 12): the announcer service wired to what the guest meets — the focused item
// (its Focusable name, spoken when focus settles), screen titles on navigation, toasts and dialog texts
// — on by the config key, by the guest's preference, or by a long press of the info key.
import { languageTag } from '../../i18n/languages'
import { createAnnouncer, type Announcer } from '../../services/announcer/announcer'
import { pickSpeechEngine } from '../../services/announcer/engines'
import {
  ANNOUNCER_KEY,
  announcerEnabled,
  createLongPress,
  LONG_PRESS_MS,
} from '../../services/announcer/settings'
import { screenTitle, SIDELOAD_TITLE_KEYS } from '../../services/announcer/titles'
import { createGuestPrefs, type GuestPrefsStore } from '../../services/guestPrefs'
import type {
  SideloadRequest,
  SidepaneRequest,
  ToastRequest,
} from '../../services/overlays/requestValidation'
import type { InteractRequest } from '../../services/overlays/promptValidation'
import { createLiveRegion } from '../liveRegion'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    announcer: Announcer
    guestPrefs: GuestPrefsStore
  }
}

export const announcerFeature: FeatureFactory = (ctx) => {
  const { stores, win, focus } = ctx
  const language = () => languageTag(stores.hotel.getState().language)
  const prefs = createGuestPrefs({
    storage: win.localStorage,
    guestId: () => stores.hotel.getState().device?.guest?.id ?? null,
    log: ctx.log,
  })
  const enabled = () => announcerEnabled(stores.hotel.getState().config, prefs.get())
  const announcer = createAnnouncer({
    clock: ctx.clock,
    engine: () => pickSpeechEngine(ctx.bridge(), win as unknown as Parameters<typeof pickSpeechEngine>[1]),
    region: createLiveRegion(win.document, language),
    language,
    enabled,
  })
  ctx.services.provide('announcer', announcer)
  ctx.services.provide('guestPrefs', prefs)

  const longPress = createLongPress({
    key: ANNOUNCER_KEY,
    thresholdMs: LONG_PRESS_MS,
    now: () => ctx.clock.now(),
    onLongPress: () => {
      const on = !enabled()
      if (!on) announcer.announce(ctx.t('a11y.announcerOff'), { politeness: 'assertive' })
      prefs.set({ announcer: on })
      if (on) announcer.announce(ctx.t('a11y.announcerOn'), { politeness: 'assertive' })
    },
  })

  const unsubscribe = [
    focus.subscribe((id) => announcer.focus(() => focus.nameOf(id))),
    focus.onFocusedRename((_id, name) => announcer.focus(name)),
    stores.route.subscribe((state, previous) => {
      const route = state.current
      if (!route || route.path === previous.current?.path) return
      const title = screenTitle(route, { menus: stores.hotel.getState().menus, t: (key) => ctx.t(key) })
      if (title) announcer.announce(title)
    }),
    ctx.overlays.store.subscribe((state, previous) => {
      const toast = state.overlays.toast
      if (toast && toast.id !== previous.overlays.toast?.id)
        announcer.announce((toast.request as ToastRequest).content)
      // a side panel says what it is as it shows, before its focused item speaks (the cart, the city pane)
      const shown = (kind: 'sideload' | 'sidepane') => {
        const entry = state.overlays[kind]
        const before = previous.overlays[kind]
        return entry?.phase === 'active' && !(before?.id === entry.id && before.phase === 'active')
          ? entry.request
          : null
      }
      const panel = shown('sideload') as SideloadRequest | null
      if (panel) announcer.announce(ctx.t(SIDELOAD_TITLE_KEYS[panel.component]))
      const pane = shown('sidepane') as SidepaneRequest | null
      if (pane) announcer.announce(pane.title)
      const dialog = state.overlays.interact
      if (dialog && dialog.id !== previous.overlays.interact?.id) {
        const { title, detail } = dialog.request as InteractRequest
        announcer.announce([title, detail].filter(Boolean).join('. '), { politeness: 'assertive' })
      }
    }),
  ]

  return {
    name: 'announcer',
    keys: {
      raw: (event) => longPress.raw(event),
      // the held info key's repeats are the long press, not more presses (which would toggle the info bar)
      observe: (key) => key === ANNOUNCER_KEY && longPress.holding(),
    },
    onCheckOut: () => announcer.stop(),
    stop: () => {
      for (const stop of unsubscribe) stop()
      announcer.stop()
    },
  }
}
