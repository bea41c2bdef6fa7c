// The contract suite over both Philips web variants and the fake set's raw WIXP server.
import { describeContract } from '../contract.suite'
import { PHILIPS_SOURCES, wixpCapabilities } from './createWixpBridge'
import { wixpRig } from './testRig'

for (const type of ['wixp', 'wixpv2'] as const)
  describeContract({
    family: type,
    deviceType: type,
    capabilities: wixpCapabilities(false),
    maxVolume: 60,
    keys: [
      [460, 'subtitle'],
      [38, 'up'],
      [13, 'enter'],
      [461, 'back'],
      [36, 'home'],
      [403, 'red'],
      [427, 'ch_up'],
      [57, 'digit_9'],
    ],
    reservedKeys: [447, 448, 449],
    sourceCodes: PHILIPS_SOURCES,
    playable: { url: 'multicast://239.1.1.1:1234/0/0/0', streamType: 'mp4', sourceType: 'multicast' },
    waits: { url: 'multicast://239.1.1.2:1234/0/0/0', streamType: 'mp4', sourceType: 'multicast' },
    async setup() {
      const rig = await wixpRig(type)
      return { bridge: rig.bridge, fake: rig.controls, advance: rig.advance, dispose: rig.dispose }
    },
  })
