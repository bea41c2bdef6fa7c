// Home (portal spec §2 Home): the menu screen; choosing an item routes it, opens its sub-items or runs
// the named route it points at (src/services/menuSelect.ts holds the rule).
import { HomeScreen } from '../../../scenes/home/HomeScreen'
import { createMenuSelect } from '../../services/menuSelect'
import { openPick } from '../../services/sideloads'
import type { FeatureFactory } from './contract'

export const homeFeature: FeatureFactory = (ctx) => {
  const { overlays, services, log } = ctx
  const select = createMenuSelect({
    go: ctx.go,
    pickSub: (title, items) => openPick(overlays, title, items, { subtitle: ctx.t('home.chooseItem') }),
    runNamed: (name, target, what) => services.need('named').run(name, target, what),
  })
  const onSelect = (item: Parameters<typeof select>[0]) => void select(item)
  return {
    name: 'home',
    routes: {
      home: () => <HomeScreen onSelect={onSelect} onWeather={() => ctx.go('/weather')} log={log} />,
    },
  }
}
