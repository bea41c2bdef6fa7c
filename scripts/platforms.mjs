// The user agent a TV set of each platform type reports (adapters spec §1; bridges/detect.ts decides the
// bridge from it, and scripts/walk-lib.test.ts checks each one is detected as its key). One table for the
// browser tests that boot a platform's fake (tests/e2e/bridges.spec.ts, security.spec.ts) and for the
// random walk's platforms (scripts/walk.mjs WALK_PLATFORMS). Plain ESM: the walk is a Node script.
export const PLATFORM_USER_AGENTS = Object.freeze({
  hcap: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager',
  tizen:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106/5.0 TV Safari/537.36',
  tizenv2:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36',
  samsung: 'Mozilla/5.0 (SMART-TV; Linux; SmartHub) AppleWebKit/537.36 (KHTML, like Gecko) Safari/537.36',
  playmore:
    'Mozilla/5.0 (Linux; Android 9; Playmore STB; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36',
  playmoreatv:
    'Mozilla/5.0 (Linux; Android 11; Android TV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36',
  'philips-android':
    'Mozilla/5.0 (Linux; Android 9; 50HFL5214U/12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36 Philips',
  wixp: 'Mozilla/5.0 (Linux; NETTV/4.6.0; Philips) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36',
  wixpv2:
    'Mozilla/5.0 (Linux; NETTV/7.1.0; Philips) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36',
})
