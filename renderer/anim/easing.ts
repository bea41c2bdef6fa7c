// Easing curves: progress 0…1 in, eased progress out (0 at 0, 1 at 1).

export type Easing = (t: number) => number

export const linear: Easing = (t) => t

export const easeInQuad: Easing = (t) => t * t

export const easeOutQuad: Easing = (t) => t * (2 - t)

export const easeInOutQuad: Easing = (t) => (t < 0.5 ? 2 * t * t : 1 - ((-2 * t + 2) * (-2 * t + 2)) / 2)

export const easeInCubic: Easing = (t) => t * t * t

export const easeOutCubic: Easing = (t) => 1 - (1 - t) * (1 - t) * (1 - t)

export const easeInOutCubic: Easing = (t) =>
  t < 0.5 ? 4 * t * t * t : 1 - ((-2 * t + 2) * (-2 * t + 2) * (-2 * t + 2)) / 2
