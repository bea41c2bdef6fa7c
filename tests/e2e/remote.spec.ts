import { expect, test, type Page } from '@playwright/test'
import { mirror, openPortal, resetBackend, waitForRoute } from './portal'

const ROOM_101 = '02:00:00:00:01:01'

/** adapters spec §3 Inbound message: base64 JSON, posted the way the universal bridge takes it. */
async function sendInbound(page: Page, message: unknown, raw?: string): Promise<void> {
  await page.evaluate(
    ({ message, raw }) => {
      const bytes = new TextEncoder().encode(JSON.stringify(message))
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      window.postMessage({ type: 'portal-inbound', message: raw ?? btoa(binary) }, window.location.origin)
    },
    { message, raw },
  )
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('remote commands arrive as inbound messages and act like the keys they name', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text())
  })
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  // A bad message and an unknown command are logged; nothing else happens.
  await sendInbound(page, null, '%%% not base64 %%%')
  await sendInbound(page, { rc: 'dance' })
  await expect
    .poll(() => warnings.join('\n'))
    .toContain('Inbound message dropped: Inbound message is not valid base64')
  await expect.poll(() => warnings.join('\n')).toContain('Remote command "dance": Unknown command')
  await expect(mirror(page)).toHaveAttribute('data-route', '/home')
  // channel-list opens the channel list; home comes back home.
  await sendInbound(page, { rc: 'channel-list' })
  await waitForRoute(page, '/live/all/list')
  await sendInbound(page, { rc: 'home' })
  await waitForRoute(page, '/home')
})

test('an inbound action runs through the action executor', async ({ page }) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  const text = 'Pool closes at 20:00 tonight'
  await sendInbound(page, { action: { action: 'Message.Marquee', params: { data: text, speed: 5 } } })
  await expect(mirror(page).getByRole('marquee', { name: text })).toHaveCount(1)
})
