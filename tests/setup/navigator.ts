// vitest setupFiles: runs before every unit test file's imports. pixi.js (under the renderer's index)
// reads `navigator` when it is imported, and Node 20 has none; product code reads it only through the
// window it is given (`win.navigator`), so a stand-in here changes nothing a test asserts.
if (!('navigator' in globalThis))
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true })
