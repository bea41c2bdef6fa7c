import { http, HttpResponse } from 'msw'
import type { ImageKind, StreamName } from '../fixtures/media'
import { streamInFileName } from '../fixtures/media'
import { renderSvg } from '../svg/render'
import type { DemoState } from '../state'
import { contentType, readText, serveFile } from './files'
import { failure, on } from './http'

const SAFE = /^[\w.-]+$/
const KINDS: readonly ImageKind[] = [
  'logo',
  'poster',
  'cover',
  'menu',
  'weather',
  'cms',
  'news',
  'brand',
  'background',
  'signage',
]

/** A stream's playlist with absolute segment paths, so it plays from any URL (records, signage, DVR). */
async function playlistOf(assetsDir: string, stream: StreamName | null): Promise<Response> {
  if (!stream) return failure(404, 'Not Found')
  const text = await readText(assetsDir, `streams/${stream}/index.m3u8`)
  if (text === null) return failure(404, 'Stream not built: run npm run streams')
  const rewritten = text
    .split('\n')
    .map((line) => (line && !line.startsWith('#') ? `/media/streams/${stream}/${line.trim()}` : line))
    .join('\n')
  return new HttpResponse(rewritten, { headers: { 'Content-Type': contentType('index.m3u8') } })
}

function svgResponse(state: DemoState, kind: ImageKind, file: string): Response {
  const slug = file.replace(/\.svg$/i, '')
  // Unregistered names still get a picture, titled from the slug, so hand-written URLs work.
  const spec = state.data.images.get(kind, slug) ?? {
    width: 640,
    height: 360,
    title: slug.replace(/[-_]+/g, ' '),
    hue: [...slug].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360,
    style: 'photo' as const,
  }
  return new HttpResponse(renderSvg(spec), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  })
}

/** Media under /media/: HLS streams, SVG artwork, recordings, signage and the recording server. */
export function createMediaHandlers(state: DemoState, assetsDir: string) {
  return [
    http.get(on('/media/streams/:name/:file'), async ({ params }) => {
      const name = String(params['name'])
      const file = String(params['file'])
      if (!SAFE.test(name) || !SAFE.test(file)) return failure(404, 'Not Found')
      return (await serveFile(assetsDir, `streams/${name}/${file}`)) ?? failure(404, 'Not Found')
    }),
    http.get(on('/media/img/:kind/:file'), ({ params }) => {
      const kind = String(params['kind']) as ImageKind
      const file = String(params['file'])
      if (!KINDS.includes(kind) || !file.toLowerCase().endsWith('.svg')) return failure(404, 'Not Found')
      return svgResponse(state, kind, file)
    }),
    // portal spec §7: signage media from /media/digitalsignage/videos/ and /images/
    http.get(on('/media/digitalsignage/images/:file'), ({ params }) =>
      svgResponse(state, 'signage', String(params['file'])),
    ),
    http.get(on('/media/digitalsignage/videos/:file'), ({ params }) =>
      playlistOf(assetsDir, streamInFileName(String(params['file']))),
    ),
    // portal spec §7: record playback /media/records/videos/{pms_id or General}/ plus the file
    http.get(on('/media/records/videos/:owner/:file'), ({ params }) =>
      playlistOf(assetsDir, streamInFileName(String(params['file']))),
    ),
    // portal spec §7 Recording server: the stream list with DVR ranges, and time-shift playlists
    http.get(on('/media/dvr/flussonic/streamer/api/v3/streams'), () => {
      const nowSeconds = Math.floor(state.now() / 1000)
      const streams = state.data.channels
        .filter((channel) => channel.dvr)
        .map((channel) => ({
          name: channel.dvr?.name ?? '',
          title: channel.title,
          stats: { alive: true, url: channel.channel_uri },
          dvr_info: {
            ranges: [
              { from: nowSeconds - (channel.dvr?.duration ?? 0), duration: channel.dvr?.duration ?? 0 },
            ],
          },
        }))
      return HttpResponse.json({ streams })
    }),
    http.get(on('/media/dvr/flussonic/:name/:file'), ({ params }) =>
      playlistOf(assetsDir, streamInFileName(String(params['name']))),
    ),
  ]
}
