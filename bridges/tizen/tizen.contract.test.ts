// The contract suite over both Tizen variants, on the fake set and a real inbound socket server.
import { describeContract, type ContractHarness } from '../contract.suite'
import { TIZEN_CAPABILITIES } from './createTizenBridge'
import { TIZEN_SOURCES, type TizenVariant } from './sources'
import { tizenRig } from './testRig'

const multicast = { url: 'udp://239.1.1.1:1234', streamType: 'mp4', sourceType: 'multicast' } as const
const rf = {
  url: 'dvb-c://frequency=474&program=12',
  streamType: 'mp4',
  sourceType: 'rf',
  rf: {
    broadcastType: 'DVB-C',
    frequency: 474_000,
    programNumber: 12,
    symbolRate: 6875,
    satelliteID: null,
    polarization: 'V',
    modulation: 'QAM256',
    bandwidth: '8MHz',
    major: 1,
  },
} as const

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
    playable: multicast,
    waits: variant === 'tizen' ? rf : multicast,
    ...(variant === 'tizenv2' ? { timesOut: rf } : {}),
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
