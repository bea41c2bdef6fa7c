import { createContext, useContext } from 'react'
import type { Texture } from 'pixi.js'
import { TextureCache, type TextureCacheOptions } from './TextureCache'
import { destroyTexture, loadImageTexture } from './loadImageTexture'

/** Creates the browser texture cache: <img> loading, staggered destroys on animation frames. */
export function createTextureCache(
  options: Partial<Omit<TextureCacheOptions<Texture>, 'load' | 'destroy'>> = {},
): TextureCache<Texture> {
  return new TextureCache<Texture>({ ...options, load: loadImageTexture, destroy: destroyTexture })
}

/**
 * The cache Img uses. An app that sets its own budget (a device capability) provides one instance
 * through this context; without a provider every Img shares one default cache, created on first use.
 */
export const TextureCacheContext = createContext<TextureCache<Texture> | null>(null)

let fallback: TextureCache<Texture> | null = null

/** The cache every Img shares where no provider gives one (created on first use). */
export function sharedTextureCache(): TextureCache<Texture> {
  fallback ??= createTextureCache()
  return fallback
}

export function useTextureCache(): TextureCache<Texture> {
  return useContext(TextureCacheContext) ?? sharedTextureCache()
}
