// The contract suite over the Samsung hotel TV driver bridge and its fake plugins.
import { describeContract } from '../contract.suite'
import { HLS, VOD, contractRig } from '../shared/testKit'
import { SAMSUNG_CAPABILITIES } from './createSamsungBridge'
import { SAMSUNG_SOURCE_CODES } from './sources'
import { samsungRig } from './testRig'

describeContract({
  family: 'samsung',
  deviceType: 'samsung',
  capabilities: SAMSUNG_CAPABILITIES,
  maxVolume: 100,
  blankField: 'mac',
  keys: [
    [652, 'subtitle'],
    [1089, 'subtitle'],
    [29460, 'up'],
    [29443, 'enter'],
    [88, 'back'],
    [45, 'exit'],
    [261, 'home'],
    [20, 'green'],
    [222, 'source'],
    [108, 'red'],
    [12, 'digit_7'],
  ],
  reservedKeys: [7, 11, 27],
  sourceCodes: SAMSUNG_SOURCE_CODES,
  playable: VOD,
  timesOut: HLS,
  setup: async () => contractRig(await samsungRig()),
})
