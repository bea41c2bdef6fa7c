// The announcer's ARIA live regions (issue 12): two visually hidden elements, polite and assertive, that
// carry every announcement as text, so a screen reader on the set and the browser tests hear what the
// portal says even where no speech engine exists. Outside the scene mirror, which production turns off.
import type { LiveRegion, Politeness } from '../services/announcer/announcer'

const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0'

export function createLiveRegion(doc: Document, lang: () => string): LiveRegion {
  const regions = {} as Record<Politeness, HTMLElement>
  for (const politeness of ['polite', 'assertive'] as const) {
    const element = doc.createElement('div')
    element.id = `announcer-${politeness}`
    element.setAttribute('aria-live', politeness)
    element.setAttribute('aria-atomic', 'true')
    element.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status')
    // CSSOM, not a style attribute: the built page's Content-Security-Policy refuses inline style
    // attributes (issue 20) but allows the element's style object
    element.style.cssText = HIDDEN_STYLE
    doc.body.appendChild(element)
    regions[politeness] = element
  }
  return {
    say(text, politeness) {
      const element = regions[politeness]
      element.setAttribute('lang', lang())
      // a repeated text is announced again only if the region changes: clear, then set
      element.textContent = ''
      element.textContent = text
    },
  }
}
