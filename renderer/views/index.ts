// Imperative views (perf/README.md "Issue 19: input latency levers", imperative rows): what Label, Img,
// Box and ProgressBar draw, as plain objects a list row binds by calls, with no React render. They share
// the primitives' logic (text/labelText.ts, textures/loadGate.ts, primitives/imageFit.ts) rather than
// copying it. React keeps screens, dialogs and layout; WindowList `createRow` uses these for its rows.
export { BoundText, type TextSource } from './BoundText'
export { ImageView, type ImageViewOptions } from './ImageView'
export { ProgressView, type ProgressLook } from './ProgressView'
export { RectView } from './RectView'
export { TextView, type TextViewSpec } from './TextView'
export type { ViewServices } from './services'
