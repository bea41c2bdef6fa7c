export { LruBudget } from './LruBudget'
export { StaggeredDestroyer } from './staggeredDestroy'
export type { LruBudgetOptions, LruStats } from './LruBudget'
export type { StaggeredDestroyerOptions } from './staggeredDestroy'
