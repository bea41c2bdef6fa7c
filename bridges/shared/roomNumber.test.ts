// adapters spec §3, §5: the room number of a device name ROOM_{digits}.
import { describe, expect, it } from 'vitest'
import { roomNumberOf } from './roomNumber'

describe('room number from the device name (adapters spec §3, §5 ROOM_{digits})', () => {
  it.each([
    ['ROOM_214', '214'],
    ['ROOM_101', '101'],
    ['ROOM_0007', '0007'],
    [' ROOM_305 ', '305'],
  ])('%s names room %s', (name, room) => {
    expect(roomNumberOf(name)).toBe(room)
  })

  it.each([
    '',
    'ROOM_',
    'ROOM_21a',
    'room_214',
    'ROOM 214',
    'ROOM_214_2',
    'SUITE_214',
    'LG-55UR762H',
    'ROOM_-1',
  ])('%j names no room', (name) => {
    expect(roomNumberOf(name)).toBeNull()
  })

  it('reads a value that is not text as no room, without throwing', () => {
    for (const value of [null, undefined, 214, {}, ['ROOM_214']]) expect(roomNumberOf(value)).toBeNull()
  })
})
