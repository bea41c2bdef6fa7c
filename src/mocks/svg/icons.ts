import type { IconName } from '../fixtures/media'

// Pictograms on a 100×100 grid, white strokes and fills, for menu and weather images.
const stroke = 'fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"'
const sun = `<circle cx="50" cy="50" r="18" fill="#ffd54f"/><g stroke="#ffd54f" stroke-width="6" stroke-linecap="round"><path d="M50 14v10M50 76v10M14 50h10M76 50h10M25 25l7 7M68 68l7 7M25 75l7-7M68 32l7-7"/></g>`
const cloud = (y = 0, fill = '#eceff1'): string =>
  `<path transform="translate(0 ${y})" fill="${fill}" d="M28 72h46a14 14 0 0 0 0-28 20 20 0 0 0-38-6 16 16 0 0 0-8 34z"/>`

export const ICONS: Record<IconName, string> = {
  home: `<path ${stroke} d="M18 50L50 22l32 28M28 44v34h44V44M44 78V58h12v20"/>`,
  tv: `<rect x="14" y="22" width="72" height="46" rx="6" ${stroke}/><path ${stroke} d="M36 82h28M50 68v14"/>`,
  radio: `<rect x="14" y="34" width="72" height="46" rx="6" ${stroke}/><circle cx="36" cy="57" r="11" ${stroke}/><path ${stroke} d="M58 50h18M58 64h18M26 34l44-16"/>`,
  film: `<rect x="18" y="40" width="64" height="40" rx="4" ${stroke}/><path ${stroke} d="M18 40l58-16 4 12M34 36l10-16M54 30l10-14"/>`,
  concierge: `<path ${stroke} d="M16 72h68M22 72a28 28 0 0 1 56 0M50 44v-8M42 36h16"/>`,
  food: `<path ${stroke} d="M30 16v28a8 8 0 0 0 16 0V16M38 16v68M66 16c-8 8-8 28 0 32v36"/>`,
  spa: `<path ${stroke} d="M50 80C28 70 20 50 24 30c14 2 24 12 26 26 2-14 12-24 26-26 4 20-4 40-26 50z"/>`,
  bell: `<path ${stroke} d="M26 68h48l-6-10V42a18 18 0 0 0-36 0v16zM44 76a6 6 0 0 0 12 0M50 24v-6"/>`,
  info: `<circle cx="50" cy="50" r="34" ${stroke}/><path ${stroke} d="M50 46v22M50 32v2"/>`,
  city: `<path ${stroke} d="M14 82h72M22 82V46h16v36M38 82V26h20v56M58 82V40h18v42M46 36h4M46 48h4M46 60h4"/>`,
  sun,
  partly: `<g transform="translate(-12 -14) scale(.9)">${sun}</g>${cloud(6)}`,
  cloud: cloud(-6),
  rain: `${cloud(-14)}<path stroke="#4fc3f7" stroke-width="5" stroke-linecap="round" d="M36 70l-4 10M52 70l-4 10M68 70l-4 10"/>`,
  storm: `${cloud(-14, '#90a4ae')}<path fill="#ffd54f" d="M52 60l-14 18h10l-6 14 18-22H50l6-10z"/>`,
  snow: `${cloud(-14)}<g fill="#fff"><circle cx="36" cy="74" r="4"/><circle cx="52" cy="80" r="4"/><circle cx="68" cy="74" r="4"/></g>`,
  moon: `<path fill="#fff" d="M62 18a34 34 0 1 0 20 52 28 28 0 0 1-20-52z"/><circle cx="72" cy="30" r="3" fill="#fff"/>`,
  plane: `<path fill="#fff" d="M46 14h8l4 28 28 14v8l-28-6-2 20 10 8v6l-16-4-16 4v-6l10-8-2-20-28 6v-8l28-14z"/>`,
  news: `<rect x="18" y="20" width="64" height="60" rx="4" ${stroke}/><path ${stroke} d="M28 34h44M28 48h20M28 60h20M28 70h20"/><rect x="56" y="46" width="16" height="24" fill="#fff"/>`,
  cast: `<path ${stroke} d="M16 34V26a6 6 0 0 1 6-6h56a6 6 0 0 1 6 6v48a6 6 0 0 1-6 6H58M16 50a30 30 0 0 1 30 30M16 64a16 16 0 0 1 16 16"/><circle cx="18" cy="79" r="3" fill="#fff"/>`,
  apps: `<g fill="#fff"><rect x="18" y="18" width="26" height="26" rx="5"/><rect x="56" y="18" width="26" height="26" rx="5"/><rect x="18" y="56" width="26" height="26" rx="5"/><rect x="56" y="56" width="26" height="26" rx="5"/></g>`,
}
