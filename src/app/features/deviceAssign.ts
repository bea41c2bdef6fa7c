// portal spec §4 Sync "assign", §5 Location number: the installer's location dialog for a device the
// backend does not know. Loaded only when it is needed (the first start of a TV): the prompt, its
// validation and the assignment rules stay out of the boot file, which every TV loads on every start.
import type { DeviceProperties } from '../../../bridges/contract'
import { BOOT_MESSAGES } from '../../services/boot'
import { assignLocation } from '../../services/device/firstStart'
import type { Logger } from '../../services/logger'
import { openInteract, type OverlayManager } from '../../services/overlays'

export type DeviceAssignDeps = {
  overlays: OverlayManager
  t: (key: string) => string
  setDevice: (payload: Record<string, unknown>) => Promise<number | false>
  properties: () => DeviceProperties | null
  /** the platform's device (premises) name: a ROOM_{digits} name fills in its room */
  deviceName?: () => Promise<string>
  log: Logger
}

export async function assignDevice(deps: DeviceAssignDeps): Promise<void> {
  const { log, t } = deps
  await assignLocation({
    ask: async (error, suggested) => {
      const answer = await openInteract(deps.overlays, {
        type: 'prompt',
        title: t('device.assignTitle'),
        detail: error === null ? t('interact.enterRoomNumber') : t('interact.locationNotFound'),
        fields: [
          {
            type: 'input',
            id: 'location',
            label: t('interact.roomNumber'),
            required: true,
            // the room the device's name gives (firstStart.ts), for the installer to confirm with OK
            value: suggested ?? '',
          },
        ],
      })
      if (answer.outcome === 'invalid') log.error(`Location dialog refused: ${answer.error ?? ''}`)
      if (answer.outcome === 'abort' || answer.outcome === 'replaced' || answer.outcome === 'invalid')
        return 'aborted'
      if (answer.outcome !== 'confirmed') return 'cancelled'
      const value = answer.value as Record<string, unknown> | undefined
      return { location: String(value?.['location'] ?? '') }
    },
    setDevice: deps.setDevice,
    properties: () => {
      const properties = deps.properties()
      if (!properties) throw new Error(BOOT_MESSAGES.propertiesFailed)
      return properties
    },
    ...(deps.deviceName ? { deviceName: deps.deviceName } : {}),
    log,
  })
}
