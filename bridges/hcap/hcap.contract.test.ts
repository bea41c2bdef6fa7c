// The contract suite over the hcap bridge and LG's hcap API as the fake set provides it.
import { describeContract, type ContractHarness } from '../contract.suite'
import { HLS, MULTICAST, OTHER_MULTICAST, contractRig } from '../shared/testKit'
import { HCAP_CAPABILITIES } from './createHcapBridge'
import { HCAP_SOURCE_CODES } from './inputs'
import { hcapRig } from './testRig'

const harness: ContractHarness = {
  family: 'hcap',
  deviceType: 'hcap',
  capabilities: HCAP_CAPABILITIES,
  maxVolume: 80,
  keys: [
    [460, 'subtitle'],
    [38, 'up'],
    [13, 'enter'],
    [461, 'back'],
    [1001, 'exit'],
    [602, 'home'],
    [403, 'red'],
    [427, 'ch_up'],
    [730, 'tv'],
    [55, 'digit_7'],
  ],
  reservedKeys: [447, 448, 449],
  sourceCodes: HCAP_SOURCE_CODES,
  playable: MULTICAST,
  waits: OTHER_MULTICAST,
  timesOut: HLS,
  setup: async () => contractRig(await hcapRig()),
}

describeContract(harness)
