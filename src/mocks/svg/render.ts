import type { ImageSpec } from '../fixtures/media'
import { ICONS } from './icons'

// Placeholder artwork drawn as SVG on request: coloured, labelled and sized like the real
// pictures (logos, posters, covers, menu icons), so layouts look right without binary assets.

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

// Comma syntax: the space-separated CSS Color 4 form is not understood by older TV WebKit builds.
const hsl = (hue: number, saturation: number, lightness: number, alpha?: number): string =>
  alpha === undefined
    ? `hsl(${hue},${saturation}%,${lightness}%)`
    : `hsla(${hue},${saturation}%,${lightness}%,${alpha})`

/** Greedy word wrap to lines of at most `max` characters (a long word gets its own line). */
export function wrapText(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`
    return kept
  }
  return lines
}

function textBlock(lines: string[], x: number, centreY: number, size: number, weight = 700): string {
  const lineHeight = size * 1.2
  const top = centreY - ((lines.length - 1) * lineHeight) / 2
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(top + i * lineHeight).toFixed(1)}" font-size="${size.toFixed(1)}" font-weight="${weight}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('')
}

function title(spec: ImageSpec, area: { y: number; height: number }, scale: number): string {
  if (!spec.title) return ''
  // Bold sans glyphs average about 0.6 em; keep a margin of 7 % on each side.
  const usable = spec.width * 0.86
  let size = Math.max(12, Math.min(spec.width, spec.height * 1.6) * scale)
  const maxLines = Math.max(1, Math.floor(area.height / (size * 1.2)))
  const lines = wrapText(spec.title, Math.max(6, Math.floor(usable / (size * 0.6))), maxLines)
  const longest = Math.max(...lines.map((line) => line.length))
  size = Math.min(size, usable / (longest * 0.6))
  return textBlock(lines, spec.width / 2, area.y + area.height / 2, size)
}

function icon(spec: ImageSpec, size: number, x: number, y: number): string {
  if (!spec.icon) return ''
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${ICONS[spec.icon]}</g>`
}

function body(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec
  const subtitle = spec.subtitle ? escapeXml(spec.subtitle) : ''
  switch (spec.style) {
    case 'icon': {
      const size = Math.min(w, h)
      return `<rect width="${w}" height="${h}" rx="${size * 0.22}" fill="${hsl(hue, 55, 38)}"/>${icon(spec, size * 0.7, (w - size * 0.7) / 2, (h - size * 0.7) / 2)}`
    }
    case 'logo':
      return (
        `<rect width="${w}" height="${h}" rx="${h * 0.12}" fill="${hsl(hue, 60, 32)}"/>` +
        `<rect x="${w * 0.04}" y="${h * 0.06}" width="${w * 0.92}" height="${h * 0.88}" rx="${h * 0.1}" fill="none" stroke="${hsl(hue, 70, 70)}" stroke-width="${h * 0.025}"/>` +
        title(spec, { y: h * 0.12, height: h * 0.62 }, 0.12) +
        (subtitle
          ? `<text x="${w / 2}" y="${h * 0.84}" font-size="${h * 0.14}" text-anchor="middle" dominant-baseline="middle" fill="${hsl(hue, 80, 85)}">${subtitle}</text>`
          : '')
      )
    case 'poster':
      return (
        `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
        `<circle cx="${w * 0.5}" cy="${h * 0.3}" r="${w * 0.28}" fill="${hsl((hue + 40) % 360, 70, 60, 0.35)}"/>` +
        title(spec, { y: h * 0.5, height: h * 0.35 }, 0.1) +
        (subtitle
          ? `<text x="${w / 2}" y="${h * 0.92}" font-size="${w * 0.055}" text-anchor="middle" fill="${hsl(hue, 80, 85)}" letter-spacing="2">${subtitle.toUpperCase()}</text>`
          : '')
      )
    case 'photo':
      return (
        `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
        `<path d="M0 ${h * 0.75} Q ${w * 0.25} ${h * 0.55} ${w * 0.5} ${h * 0.7} T ${w} ${h * 0.62} V ${h} H 0 Z" fill="${hsl(hue, 40, 14, 0.7)}"/>` +
        icon(spec, h * 0.3, w * 0.5 - h * 0.15, h * 0.1) +
        title(spec, { y: spec.icon ? h * 0.45 : h * 0.25, height: h * 0.35 }, 0.075) +
        (subtitle
          ? `<text x="${w / 2}" y="${h * 0.86}" font-size="${h * 0.055}" text-anchor="middle" fill="${hsl(hue, 80, 88)}">${subtitle}</text>`
          : '')
      )
  }
}

/** The SVG document for an image spec. */
export function renderSvg(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 65, 42)}"/><stop offset="1" stop-color="${hsl((hue + 30) % 360, 60, 16)}"/>` +
    `</linearGradient></defs>` +
    `<g font-family="'Noto Sans', 'DejaVu Sans', Arial, sans-serif" fill="#fff">${body(spec)}</g></svg>`
  )
}
