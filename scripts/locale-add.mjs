// Adds or replaces translation keys in every locale file in one quick read-modify-write per file.
// Usage: node scripts/locale-add.mjs keys.json
// keys.json: { "section.key": { "en_US": "Text", "de_DE": "Text", ... }, ... } — every language must be given.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('../locales/', import.meta.url))
const input = process.argv[2]
if (!input) {
  console.error('usage: node scripts/locale-add.mjs keys.json')
  process.exit(2)
}
const additions = JSON.parse(readFileSync(input, 'utf8'))
const languages = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -5))
const missing = []
for (const [key, texts] of Object.entries(additions))
  for (const language of languages)
    if (typeof texts[language] !== 'string') missing.push(`${key} ${language}`)
if (missing.length) {
  console.error(`missing translations:\n  ${missing.join('\n  ')}`)
  process.exit(1)
}
for (const language of languages) {
  const file = `${dir}${language}.json`
  const data = JSON.parse(readFileSync(file, 'utf8'))
  for (const [key, texts] of Object.entries(additions)) {
    const path = key.split('.')
    let node = data
    for (const part of path.slice(0, -1)) node = node[part] ??= {}
    node[path.at(-1)] = texts[language]
  }
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}
console.log(`${Object.keys(additions).length} keys written to ${languages.length} locales`)
