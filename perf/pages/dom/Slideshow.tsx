import { useEffect, useLayoutEffect, useState } from 'react'
import { slideMs, slideUrl } from '../shared/fixture'

/** The DOM peer of the Pixi slideshow: one full-screen <img> whose source changes. */
export function Slideshow({ onCommit }: { onCommit: () => void }) {
  const [slide, setSlide] = useState(0)
  useLayoutEffect(onCommit, [onCommit])
  useEffect(() => {
    const timer = setInterval(() => setSlide((k) => k + 1), slideMs())
    return () => clearInterval(timer)
  }, [])
  return (
    <img
      src={slideUrl(slide)}
      alt=""
      width={1280}
      height={720}
      style={{ objectFit: 'cover', display: 'block' }}
    />
  )
}
