// The set-top box's air-mouse popup (adapters spec §2): shown when the bridge asks, with the shell's
// popup overlay; remote navigation off while it is up.
import { createAirMousePrompt } from '../../services/airMousePrompt'
import type { FeatureFactory } from './contract'

export const airMouseFeature: FeatureFactory = (ctx) => {
  const prompt = createAirMousePrompt({
    openPopup: (request) => ctx.services.need('popup').open(request),
    closePopup: () => void ctx.overlays.close('popup', 'skip'),
    setNavigation: (enabled) => ctx.stores.app.setState({ navigationEnabled: enabled }),
    log: ctx.log,
  })
  return {
    name: 'airMouse',
    attach: (bridge) => void bridge.on('airMouse', prompt.onPrompt),
  }
}
