// The contract suite over the Philips Android bridge and the fake native bridge.
import { describeContract } from '../contract.suite'
import { MULTICAST, OTHER_MULTICAST, contractRig } from '../shared/testKit'
import { PHILIPS_SOURCES } from '../wixp/philips'
import { PHILIPS_ANDROID_CAPABILITIES } from './createPhilipsAndroidBridge'
import { philipsRig } from './testRig'

describeContract({
  family: 'philips-android',
  deviceType: 'philips-android',
  capabilities: PHILIPS_ANDROID_CAPABILITIES,
  maxVolume: 100,
  keys: [
    [460, 'subtitle'],
    [38, 'up'],
    [13, 'enter'],
    [461, 'back'],
    [36, 'home'],
    [404, 'green'],
    [428, 'ch_down'],
    [50, 'digit_2'],
  ],
  reservedKeys: [447, 448, 449],
  sourceCodes: PHILIPS_SOURCES,
  playable: MULTICAST,
  waits: OTHER_MULTICAST,
  setup: async () => contractRig(await philipsRig()),
})
