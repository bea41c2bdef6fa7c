// Philips facts shared by both Philips families (wixp and Philips Android): the source names, the
// manufacturer, the server config's error text and the listener path (adapters spec §3, §7, §8).
import type { Capabilities, SourceInput } from '../contract'

/** multicast through the set's tuner (WIXP); HLS and files in the browser's <video> where the page has one */
export const wixpCapabilities = (hasVideo: boolean): Capabilities => ({
  identity: true,
  keys: true,
  power: true,
  volume: true,
  sources: true,
  apps: true,
  media: hasVideo ? ['multicast', 'hls', 'vod'] : ['multicast'],
  tracks: true,
  window: false,
  hotspot: true,
  inbound: false,
  pms: true,
  powerOnDelayMs: 1000,
})
/** adapters spec §3 Source inputs, Philips row: MainTuner, None, HDMI1–3 */
export const PHILIPS_SOURCES: Readonly<Record<SourceInput, string>> = {
  MAIN: 'MainTuner',
  RF: 'MainTuner',
  VOD: 'None',
  HLS: 'None',
  MULTICAST: 'None',
  HDMI1: 'HDMI1',
  HDMI2: 'HDMI2',
  HDMI3: 'HDMI3',
  HDMI4: 'HDMI4',
}
export const PHILIPS_MANUFACTURER = 'PHILIPS'
/** adapters spec §8 */
export const PHILIPS_CONFIG_ERROR = 'An error occured while getting Philips config from server'
export const LISTENER_PATH = '/Api/philips/listener.php'
