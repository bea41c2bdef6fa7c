export {
  easeInCubic,
  easeInOutCubic,
  easeInOutQuad,
  easeInQuad,
  easeOutCubic,
  easeOutQuad,
  linear,
} from './easing'
export { SCROLL_ANIMATION_MS, Tweens } from './Tweens'
export type { Easing } from './easing'
export type { TweenHandle, TweenOptions } from './Tweens'
