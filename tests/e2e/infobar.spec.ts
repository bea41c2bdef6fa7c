import { expect, test } from './test'
import { focused, mirror, openPortal, resetBackend, waitForRoute } from './portal'

test('the info key opens the info bar; a sleep timer set there is shown and stored', async ({
  page,
  request,
}) => {
  await resetBackend(request)
  await openPortal(page)
  await waitForRoute(page, '/home')
  await page.keyboard.press('i')
  const bar = mirror(page).getByRole('toolbar')
  await expect(bar).toHaveCount(1)
  // the bar starts at its first item (the wake-up alarm comes before the sleep timer, portal spec §2)
  await expect(focused(page)).toHaveAttribute('aria-label', /^(Alarm|Sleep Timer)$/)
  if ((await focused(page).getAttribute('aria-label')) === 'Alarm') await page.keyboard.press('ArrowRight')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Sleep Timer')
  await expect(mirror(page).getByRole('button', { name: 'Messages' })).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', '5 minutes')
  await page.keyboard.press('ArrowRight')
  await expect(focused(page)).toHaveAttribute('aria-label', '10 minutes')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('button', { name: 'Sleep in 10 minutes' })).toHaveCount(1)
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sleeptimer') ?? 'null') as { value: number } | null,
  )
  expect(stored?.value).toBe(10 * 60_000)
  await page.keyboard.press('Escape')
  await expect(bar).toHaveCount(0)
  await expect(focused(page)).toHaveAttribute('role', 'menuitem')
})

test('typing a channel number shows the numpad badge and then tunes that channel', async ({
  page,
  request,
}) => {
  await resetBackend(request)
  const channels = (await (await request.get('/api/get/channels')).json()) as Array<{
    id: number
    sort: number | string
  }>
  const target = channels[2]
  expect(target).toBeDefined()
  const digits = String(target?.sort).padStart(3, '0')
  await openPortal(page)
  await waitForRoute(page, '/home')
  // the numerator key (n) opens the badge before the first digit (portal spec §2)
  await page.keyboard.press('n')
  await expect(mirror(page).getByRole('status', { name: '---' })).toHaveCount(1)
  for (const digit of digits) await page.keyboard.press(digit)
  await expect(mirror(page).getByRole('status', { name: digits })).toHaveCount(1)
  await expect(mirror(page)).toHaveAttribute('data-route', `/live/all/home/${target?.id}`)
  await expect(mirror(page).getByRole('status', { name: digits })).toHaveCount(0)
})
