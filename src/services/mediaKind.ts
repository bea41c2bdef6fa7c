// portal spec §9: "Image extensions jpg, jpeg, png, gif; video mp4, avi, ts, mkv." What a file is, read
// from its extension where the backend names a file type rather than 'image' or 'video' (the opening
// media's `boot_screen_type`: openingMedia.ts).

/** portal spec §9: image extensions */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const
/** portal spec §9: video extensions */
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'ts', 'mkv'] as const

export type MediaKind = 'image' | 'video'

/** 'image' or 'video' for an extension of the §9 lists (any case, with or without its dot); else null */
export function kindOfExtension(extension: string): MediaKind | null {
  const bare = extension.trim().toLowerCase().replace(/^\./, '')
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(bare)) return 'image'
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(bare)) return 'video'
  return null
}

/** the kind of the file a URL names, by its path's extension (query and fragment ignored); else null */
export function kindOfUrl(url: string): MediaKind | null {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? kindOfExtension(name.slice(dot + 1)) : null
}
