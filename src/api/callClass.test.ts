import { describe, expect, it } from 'vitest'
import { CALL_CLASSES, classifyCall } from './callClass'
import { API_PATHS } from './paths'

describe('issue 20: essential and optional calls (one table)', () => {
  it('the essential calls are exactly device, assignment, config, languages, menus and channels', () => {
    const essential = Object.entries(CALL_CLASSES)
      .filter(([, callClass]) => callClass === 'essential')
      .map(([name]) => name)
    expect(essential.sort()).toEqual(['channels', 'config', 'device', 'languages', 'navigation', 'setDevice'])
  })

  it('classifies every path of API_PATHS as its table entry says', () => {
    for (const [name, entry] of Object.entries(API_PATHS)) {
      const path =
        typeof entry === 'string' ? entry : (entry as (...a: unknown[]) => string)('x1', 1700000000000)
      expect(classifyCall(`GET ${path}`), name).toBe(CALL_CLASSES[name as keyof typeof CALL_CLASSES])
    }
  })

  it('reads request labels with parameters, queries, case and trailing slashes as the backend does', () => {
    expect(classifyCall(`GET ${API_PATHS.device('02:00:00:00:01:01')}`)).toBe('essential')
    expect(classifyCall('GET /API/GET/CONFIG/')).toBe('essential')
    expect(classifyCall('GET /api/feeder/weather')).toBe('optional')
    expect(classifyCall('GET /api/get/orders?guest_id=1')).toBe('optional')
    expect(classifyCall('POST /Api/billview.php')).toBe('optional')
    expect(classifyCall('GET http://10.0.0.5:8080/api/get/channels')).toBe('essential')
  })

  it('files of the v2 host (theme, dictionaries) are optional; an unknown backend path keeps the spec rules', () => {
    expect(classifyCall('GET locales/de_DE.json')).toBe('optional')
    expect(classifyCall('GET /v2/theme.json')).toBe('optional')
    expect(classifyCall('GET /api/get/something-new')).toBe('essential')
  })
})
