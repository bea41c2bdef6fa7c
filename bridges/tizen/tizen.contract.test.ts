// The contract suite over both Tizen variants, on the fake set and a real inbound socket server.
import { describeContract, type ContractHarness } from '../contract.suite'
import { MULTICAST, RF } from '../shared/testKit'
import { TIZEN_CAPABILITIES } from './createTizenBridge'
import { TIZEN_SOURCES, type TizenVariant } from './sources'
import { tizenRig } from './testRig'

function harness(variant: TizenVariant): ContractHarness {
  return {
    family: variant,
    deviceType: variant,
    capabilities: TIZEN_CAPABILITIES,
    maxVolume: 100,
    keys: [
      [10221, 'subtitle'],
      [38, 'up'],
      [13, 'enter'],
      [10009, 'back'],
      [10182, 'exit'],
      [18, 'home'],
      [403, 'red'],
      [427, 'ch_up'],
      [10072, 'source'],
      [52, 'digit_4'],
    ],
    reservedKeys: [447, 448, 449],
    sourceCodes: TIZEN_SOURCES[variant],
    playable: MULTICAST,
    // adapters spec §4: RF play times out after 8 s in one Tizen variant (tizenv2 here)
    waits: variant === 'tizen' ? RF : MULTICAST,
    ...(variant === 'tizenv2' ? { timesOut: RF } : {}),
    async setup() {
      const rig = await tizenRig(variant)
      return {
        bridge: rig.bridge,
        advance: rig.advance,
        dispose: rig.dispose,
        fake: { ...rig.fake.controls, inbound: (payload: string) => rig.server?.forward(payload) },
      }
    },
  }
}

describeContract(harness('tizen'))
describeContract(harness('tizenv2'))
