import './polyfills'
import { startPortal } from './app/startPortal'

void startPortal().catch((error: unknown) => {
  // Only reached when the canvas itself cannot start (no WebGL at all): say so in plain DOM.
  console.error('[portal] start failed', error)
  // DOM and CSSOM, no markup: the page's Content-Security-Policy refuses inline style attributes
  const app = document.getElementById('app')
  if (!app) return
  const heading = document.createElement('h1')
  heading.textContent = 'Something Went Wrong'
  heading.style.cssText = 'color:#fff;font-family:sans-serif;text-align:center;margin-top:40vh'
  // (replaceChildren is Chromium 86; the floor is 53, docs/DEVICES.md)
  while (app.firstChild) app.removeChild(app.firstChild)
  app.appendChild(heading)
})
