// What the families' contract and rules tests share (test support only): the settle step, the events a
// bridge emitted, rigs disposed after each test, and the media requests the tests play.
import { afterEach } from 'vitest'
import type { Bridge, BridgeEventMap, MediaRequest, RfDescriptor } from '../contract'
import type { ContractRig, FakeControls } from '../contractHarness'

/** long enough for every fake's latency and round trip */
export const SETTLE_MS = 1000

/** The payloads a bridge emits for one event, from now on, in order. */
export function seen<E extends keyof BridgeEventMap>(bridge: Bridge, event: E): Array<BridgeEventMap[E]> {
  const list: Array<BridgeEventMap[E]> = []
  bridge.on(event, (payload) => list.push(payload))
  return list
}

/** A rig factory whose rigs (sockets, servers) are disposed after each test of the file. */
export function disposedAfterEach<A extends unknown[], R extends { dispose(): void }>(
  make: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let rigs: R[] = []
  afterEach(() => {
    rigs.forEach((rig) => rig.dispose())
    rigs = []
  })
  return async (...args) => {
    const rig = await make(...args)
    rigs.push(rig)
    return rig
  }
}

/** A family rig as the contract suite takes it: the fake's controls, disposed with the bridge. */
export function contractRig(rig: {
  bridge: Bridge
  fake: { controls: FakeControls }
  advance(ms: number): Promise<void>
}): ContractRig {
  return {
    bridge: rig.bridge,
    fake: rig.fake.controls,
    advance: rig.advance,
    dispose: () => rig.bridge.destroy(),
  }
}

/** the requests the tests play: multicast on the tuner, HLS, a file, and a DVB-C RF channel */
export const MULTICAST: MediaRequest = {
  url: 'udp://239.1.1.1:1234',
  streamType: 'mp4',
  sourceType: 'multicast',
}
/** another multicast group, for a second request beside MULTICAST */
export const OTHER_MULTICAST: MediaRequest = { ...MULTICAST, url: 'udp://239.1.1.2:1234' }
export const HLS: MediaRequest = {
  url: 'http://cdn.hotel/live/news.m3u8',
  streamType: 'hls',
  sourceType: 'hls',
}
export const VOD: MediaRequest = {
  url: 'http://cdn.hotel/movies/trailer.mp4',
  streamType: 'mp4',
  sourceType: 'vod',
}
/** a DVB-C channel as the portal describes it (contractTypes.ts RfDescriptor) */
export const DVB_C: RfDescriptor = {
  broadcastType: 'DVB-C',
  frequency: 474_000,
  programNumber: 12,
  symbolRate: 6875,
  satelliteID: null,
  polarization: 'V',
  modulation: 'QAM256',
  bandwidth: '8MHz',
  major: 1,
}
export const RF: MediaRequest = {
  url: 'dvb-c://frequency=474&program=12',
  streamType: 'mp4',
  sourceType: 'rf',
  rf: DVB_C,
}
