// Numbers inside a sentence of the interface language (docs/ARCHITECTURE.md "Right to left" rule 4:
// numbers, times and counters are not mirrored). Inside Arabic text the Unicode bidi algorithm turns
// European digits into Arabic numbers (rule W2), so a unit or separator beside them takes the sentence's
// direction: "العظمى 15°" draws as "°15", a counter "2 / 4" as "4 / 2". A left-to-right mark on each
// side makes the run left-to-right whatever surrounds it (W7); the marks draw with zero width. The other
// way round, Latin words in a right-to-left sentence pull the separators and numbers between them into
// one left-to-right run ("الفئة: Drama · 4.99 €" draws the price before the category): right-to-left
// marks around each separator keep the phrases in the sentence's order.

/** U+200E LEFT-TO-RIGHT MARK */
export const LRM = '\u200e'
/** U+200F RIGHT-TO-LEFT MARK */
export const RLM = '\u200f'

/** `text` kept left to right (digits with their unit or separator) inside text of any direction. */
export const keepLtr = (text: string): string => `${LRM}${text}${LRM}`

/** Phrases joined by `separator`, kept in reading order in a right-to-left sentence (`rtl`). */
export const joinPhrases = (phrases: readonly string[], rtl: boolean, separator = ' · '): string =>
  phrases.join(rtl ? `${RLM}${separator}${RLM}` : separator)
