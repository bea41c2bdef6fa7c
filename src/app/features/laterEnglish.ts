// The English namespaces only later features use (scripts/english-parts.mjs): they come in the later
// chunk and join English, the fallback of every language, before any later feature is made (later.ts
// lists this first), so no screen or overlay of theirs draws before its texts are there.
import { dictionary as later } from '../../../locales/en_US.json?later'
import type { FeatureFactory } from './contract'

export const laterEnglishFeature: FeatureFactory = (ctx) => {
  ctx.translator.addEnglish(later)
  return { name: 'laterEnglish' }
}
