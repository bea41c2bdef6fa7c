// The contract suite over both Android set-top variants and the fake wrapper bridge.
import { describeContract } from '../contract.suite'
import { HLS, MULTICAST, contractRig } from '../shared/testKit'
import { PLAYMORE_CAPABILITIES, PLAYMORE_SOURCE_CODES } from './createPlaymoreBridge'
import { playmoreRig } from './testRig'

for (const type of ['playmore', 'playmoreatv'] as const)
  describeContract({
    family: type,
    deviceType: type,
    capabilities: PLAYMORE_CAPABILITIES,
    maxVolume: 100,
    keys: [
      [38, 'up'],
      [13, 'enter'],
      [8, 'back'],
      [36, 'home'],
      [403, 'red'],
      [33, 'ch_up'],
      [52, 'digit_4'],
    ],
    reservedKeys: [175, 174, 173],
    sourceCodes: PLAYMORE_SOURCE_CODES,
    playable: MULTICAST,
    waits: HLS,
    setup: async () => contractRig(await playmoreRig(type)),
  })
