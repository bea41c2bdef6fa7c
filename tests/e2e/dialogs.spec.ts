import { expect, test, type APIRequestContext, type Page } from './test'
import {
  focused,
  holdLaterFeatures,
  mirror,
  openPortal,
  press,
  resetBackend,
  settleFrames,
  waitForRoute,
} from './portal'

const ROOM_101 = '02:00:00:00:01:01'
type Logged = { path: string; body: Record<string, unknown> | null }

async function requests(request: APIRequestContext, path: string): Promise<Logged[]> {
  return (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as Logged[]
}

const dialog = (page: Page, name: string) => mirror(page).getByRole('dialog', { name })

/** portal spec §6: settings, left, left, right, right, settings; then the PIN prompt */
async function serviceMenuSequence(page: Page, pin: string): Promise<void> {
  // the sequence's keys less than 1 s apart (portal spec: the buffer clears after 1 s idle), so they are
  // pressed once the screen has stopped drawing
  await settleFrames(page)
  await press(page, 'm', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'm')
  await expect(dialog(page, 'Please Enter PIN Code')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'PIN Code')
  await press(page, ...pin.split(''))
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

/** Home, with the later features' code in: the alarm and refresh keys are theirs (laterFeatures.ts) */
async function openHome(page: Page): Promise<void> {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await expect(mirror(page)).toHaveAttribute('data-features', 'loaded')
}

test('the alarm key pressed before the later features are in opens the alarm form once they are', async ({
  page,
}) => {
  // their code held back until the key has been pressed (src/app/heldKeys.ts)
  const later = await holdLaterFeatures(page)
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await expect(mirror(page)).toHaveAttribute('data-features', 'loading')
  await press(page, 'a')
  await expect(dialog(page, 'Wake-Up Alarm')).toHaveCount(0)
  later.release()
  await expect(mirror(page)).toHaveAttribute('data-features', 'loaded')
  await expect(dialog(page, 'Wake-Up Alarm')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Wake-Up Alarm Hours')
})

test('the service-menu key sequence and the right PIN open the Hotel Service Menu', async ({ page }) => {
  await openHome(page)
  await serviceMenuSequence(page, '1234')
  await expect(dialog(page, 'Hotel Service Menu')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Update Room Status')
  await press(page, 'Escape')
  await expect(dialog(page, 'Hotel Service Menu')).toHaveCount(0)
})

test('a wrong PIN opens nothing', async ({ page }) => {
  await openHome(page)
  await serviceMenuSequence(page, '9999')
  await expect(dialog(page, 'Please Enter PIN Code')).toHaveCount(0)
  await expect(dialog(page, 'Hotel Service Menu')).toHaveCount(0)
})

test("Change Room Number with the required field empty says 'Please fill all the fields marked with'", async ({
  page,
}) => {
  await openHome(page)
  await serviceMenuSequence(page, '1234')
  await expect(dialog(page, 'Hotel Service Menu')).toHaveCount(1)
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Change Room Number')
  await press(page, 'Enter')
  await expect(dialog(page, 'Change Room Number')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Number')
  await press(page, 'ArrowDown', 'Enter')
  await expect(
    mirror(page).getByRole('alert', { name: 'Please fill all the fields marked with *' }),
  ).toHaveCount(1)
  await expect(dialog(page, 'Change Room Number')).toHaveCount(1)
  // back cancels the dialog and a cancelled change does nothing
  await press(page, 'Escape')
  await expect(dialog(page, 'Change Room Number')).toHaveCount(0)
})

test('Update Room Status sends the chosen fidelio code for the room', async ({ page, request }) => {
  await openHome(page)
  await serviceMenuSequence(page, '1234')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Update Room Status')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Status')
  await press(page, 'ArrowRight', 'ArrowRight')
  await expect(focused(page).locator('[aria-label="3 · Clean / Vacant"]')).toHaveCount(1)
  await press(page, 'ArrowDown', 'Enter')
  await expect
    .poll(async () => (await requests(request, '/api/fidelio/room/status')).map((r) => r.body))
    .toEqual([{ room: '101', status: 3 }])
  await expect(
    mirror(page).getByRole('status', { name: 'success: Room status has been updated.' }),
  ).toHaveCount(1)
})

test('red key: confirming the refresh runs a full sync', async ({ page, request }) => {
  await openHome(page)
  await request.delete('/__demo/requests')
  await press(page, 'F1')
  await expect(dialog(page, 'Refresh Data')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect(mirror(page).getByRole('status', { name: 'Refreshing data...' })).toHaveCount(1)
  await expect.poll(async () => (await requests(request, '/api/get/config')).length).toBeGreaterThan(0)
  await expect.poll(async () => (await requests(request, '/api/get/channels')).length).toBeGreaterThan(0)
})

test('the alarm form stores the alarm; a front-desk alarm rings and is answered OK', async ({
  page,
  request,
}) => {
  // the page's clock (Playwright's): the front-desk alarm below rings when the test moves it on
  await page.clock.install()
  await openHome(page)
  await press(page, 'a')
  await expect(dialog(page, 'Wake-Up Alarm')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Wake-Up Alarm Hours')
  // no alarm set: the form starts at a morning 07:00 (alarmForm.ts ALARM_FORM_DEFAULT)
  const part = (name: string) =>
    mirror(page).getByRole('spinbutton', { name }).locator('[role="text"]').first().getAttribute('aria-label')
  expect([await part('Wake-Up Alarm Hours'), await part('Wake-Up Alarm Minutes')]).toEqual(['07', '00'])
  await press(page, 'ArrowRight')
  await press(page, 'ArrowDown', 'ArrowRight', 'ArrowRight')
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Activate')
  await press(page, 'Enter', 'ArrowDown', 'Enter')
  await expect(dialog(page, 'Wake-Up Alarm')).toHaveCount(0)
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('alarm') ?? 'null') as { value: number } | null,
  )
  const at = new Date(stored?.value ?? 0)
  expect([at.getHours(), at.getMinutes()]).toEqual([8, 30])

  // portal spec §4 Alarm: from the front-desk system, answered OK when it rings
  const value = (await page.evaluate(() => Date.now())) + 15_000
  await request.post('/frontdesk/api/actions', {
    data: { mac: ROOM_101, action: 'Alarm', params: { value, fidelio: true, timeout: 60 } },
  })
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('alarm') ?? 'null') as { value?: number } | null),
    )
    .toMatchObject({ value })
  await page.clock.fastForward(15_000)
  await expect
    .poll(
      async () => (await requests(request, '/api/fidelio/wakeup/answer')).map((r) => r.body?.['status']),
      {
        timeout: 40_000,
      },
    )
    .toEqual(['OK'])
  await expect(dialog(page, 'Wake-Up Alarm')).toHaveCount(1)
})

test('Change Room Number: the on-screen keyboard opens on the input; an unknown room re-prompts; a known one moves the device', async ({
  page,
  request,
}) => {
  await openHome(page)
  await serviceMenuSequence(page, '1234')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Update Room Status')
  await press(page, 'ArrowDown', 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Number')
  // Enter opens the keyboard (layer 104) by the input; remote digits type into it; back cancels it
  await press(page, 'Enter')
  const keyboard = mirror(page).getByRole('group', { name: /^keyboard (above|below)$/ })
  await expect(keyboard).toHaveCount(1)
  await press(page, '4', '2')
  await expect(mirror(page).getByRole('textbox', { name: 'Room Number' })).toHaveCount(2)
  await expect(mirror(page).locator('[role="text"][aria-label="42"]')).toHaveCount(1)
  await press(page, 'Escape')
  await expect(keyboard).toHaveCount(0)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Number')
  // digits typed on the focused input; 999 is no room of the demo hotel
  await press(page, '9', '9', '9', 'ArrowDown', 'Enter')
  await expect(mirror(page).locator('[role="text"][aria-label="Location not found!"]')).toHaveCount(1)
  await press(page, '1', '0', '5', 'ArrowDown', 'Enter')
  await expect(
    mirror(page).getByRole('status', { name: 'success: Room number has been changed.' }),
  ).toHaveCount(1)
  const sent = (await requests(request, '/api/set/device')).map((r) => r.body?.['location'])
  expect(sent).toEqual(['999', '105'])
})
