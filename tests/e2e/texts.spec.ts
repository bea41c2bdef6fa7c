import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './test'
import { injectFault, mirror, openPortal, resetBackend } from './portal'

// What a boot may end on, in the guest's language (portal spec §8 error screen, adapters spec §8 reload
// notice). A reload (the notice's countdown, the error screen's retry, the Reload action) keeps the
// session's language: the boot draws these in it, although the backend never said which it is.

/** a language's `errors` texts (locales/*.json), by key */
function errorTexts(code: string): (key: string) => string {
  const { errors } = JSON.parse(
    readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8'),
  ) as { errors: Record<string, string> }
  return (key) => {
    const text = errors[key]
    if (text === undefined) throw new Error(`${code} has no errors.${key}`)
    return text
  }
}
const TR = errorTexts('tr_TR')
const AR = errorTexts('ar_AR')

/** the key the portal keeps the session's language under (src/api/headers.ts CHANNEL_LANGUAGE_KEY) */
const SESSION_LANGUAGE_KEY = 'language'

async function openInSessionLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    SESSION_LANGUAGE_KEY,
    code,
  ] as const)
  await openPortal(page)
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('Turkish: a config the portal cannot read ends on an error screen wholly in Turkish', async ({
  page,
  request,
}) => {
  await injectFault(request, { method: 'GET', path: '/api/get/config', status: 200, body: [] })
  await openInSessionLanguage(page, 'tr_TR')
  await expect(mirror(page).getByRole('alert', { name: TR('somethingWentWrong') })).toHaveCount(1)
  await expect(mirror(page).getByLabel(TR('configInvalid'), { exact: true })).toHaveCount(1)
  await expect(mirror(page).getByLabel(TR('bootRetry'), { exact: true })).toHaveCount(1)
  await expect(mirror(page).getByText(/Configurations|Something/)).toHaveCount(0)
  await expect(mirror(page)).toHaveAttribute('lang', 'tr')
})

test('Turkish: a backend answering 503 at boot shows the reload notice in Turkish, with its seconds', async ({
  page,
  request,
}) => {
  await injectFault(request, { path: '/api/get/device/*', status: 503, body: { message: 'Unavailable' } })
  await openInSessionLanguage(page, 'tr_TR')
  const [before = '', after = ''] = TR('reloadNotice_other').split('{{count}}')
  const alert = mirror(page).getByRole('alert')
  await expect(alert).toHaveAttribute('aria-label', new RegExp(`^${escape(before)}\\d+${escape(after)}$`))
  const label = (await alert.getAttribute('aria-label')) ?? ''
  const seconds = Number(label.slice(before.length, label.length - after.length))
  expect(seconds).toBeGreaterThanOrEqual(30)
  expect(seconds).toBeLessThanOrEqual(120)
})

test('Arabic: the error screen is in Arabic and laid out right to left', async ({ page, request }) => {
  await injectFault(request, { method: 'GET', path: '/api/get/config', status: 200, body: [] })
  await openInSessionLanguage(page, 'ar_AR')
  await expect(mirror(page).getByRole('alert', { name: AR('somethingWentWrong') })).toHaveCount(1)
  await expect(mirror(page).getByLabel(AR('configInvalid'), { exact: true })).toHaveCount(1)
  await expect(mirror(page)).toHaveAttribute('dir', 'rtl')
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
