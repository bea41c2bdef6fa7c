import { useEffect, useLayoutEffect, useState } from 'react'
import { DESIGN_HEIGHT, DESIGN_WIDTH, Img } from '../../../renderer/index'
import { slideMs, slideUrl } from '../shared/fixture'

/** Full-screen images through Img and the shared texture cache (LRU budget, staggered destroy). */
export function Slideshow({ onCommit }: { onCommit: (focusId: string) => void }) {
  const [slide, setSlide] = useState(0)
  useLayoutEffect(() => onCommit(''), [onCommit])
  useEffect(() => {
    const timer = setInterval(() => setSlide((k) => k + 1), slideMs())
    return () => clearInterval(timer)
  }, [])
  return <Img url={slideUrl(slide)} width={DESIGN_WIDTH} height={DESIGN_HEIGHT} fit="cover" />
}
