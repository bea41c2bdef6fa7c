import type { TypeValue } from '../bridges/detect'

/** every platform type value but the desktop browser's */
export declare const PLATFORM_USER_AGENTS: Readonly<Record<Exclude<TypeValue, 'universal'>, string>>
