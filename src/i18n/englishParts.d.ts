// English in two parts (scripts/english-parts.mjs): the boot file's, and the later features' namespaces
declare module '*/en_US.json?boot' {
  export const dictionary: Record<string, unknown>
}
declare module '*/en_US.json?later' {
  export const dictionary: Record<string, unknown>
}
