import './polyfills'
import { startPortal } from './app/startPortal'

void startPortal().catch((error: unknown) => {
  // Only reached when the canvas itself cannot start (no WebGL at all): say so in plain DOM.
  console.error('[portal] start failed', error)
  const app = document.getElementById('app')
  if (app)
    app.innerHTML =
      '<h1 style="color:#fff;font-family:sans-serif;text-align:center;margin-top:40vh">Something Went Wrong</h1>'
})
