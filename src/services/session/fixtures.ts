// Test fixtures shared by the session tests: a device and its guest as the backend sends them.
import type { Device, Guest } from '../../api/types'

export const guest = (patch: Partial<Guest> = {}): Guest => ({
  id: 5101,
  pms_id: 'PMS-240101',
  name: 'Emma',
  surname: 'Schneider',
  additional: null,
  language: 'en_US',
  welcome: false,
  ...patch,
})

export const device = (patch: Partial<Device> = {}): Device => ({
  id: 7,
  mac: '02:00:00:00:01:01',
  ip: '10.0.0.7',
  name: 'ROOM_101',
  title: '101',
  location: '101',
  location_id: 1,
  index: null,
  type: 'universal',
  using_by: 'Room',
  config: {},
  guest: null,
  properties: {},
  ...patch,
})
