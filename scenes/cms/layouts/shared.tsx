import { Label } from '../../../renderer'
import type { CmsFound, CmsPorts } from '../../../src/services/cms'
import { theme } from '../../theme'

/** what every detail layout is drawn from: the item and its row, the target and the list's title */
export type LayoutProps = { found: CmsFound; target: string; title: string; ports: CmsPorts }

/** the list the item belongs to, above a layout */
export function Breadcrumb({ text, x, y = 36 }: { text: string; x: number; y?: number }) {
  return (
    <Label text={text} x={x} y={y} maxWidth={1280 - 120} size={theme.fontSize.base} color={theme.muted} />
  )
}
