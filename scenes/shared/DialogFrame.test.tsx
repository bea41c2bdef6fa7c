import { describe, expect, it, vi } from 'vitest'
import { Focusable, Label, Mirror } from '../../renderer'
import { DialogFrame, useFrameDir } from './DialogFrame'
import { renderScene, type StageNode, CANVAS_TEXT } from './testStage'

// text is measured on a canvas; a label here fits as it is
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const texts = (node: StageNode): StageNode[] => [
  ...(node.type === CANVAS_TEXT ? [node] : []),
  ...node.children.flatMap(texts),
]

describe('DialogFrame', () => {
  it('mirrors the surface as a dialog named by its name, then the heading, then the content', async () => {
    const { mirror } = await renderScene(
      <DialogFrame width={400} height={300} name="Hotel Service Menu" heading="Hotel Service Menu">
        <Focusable id="inside" width={10} height={10} role="menu" name="Actions" />
      </DialogFrame>,
    )
    expect(mirror.map(({ role, name }) => [role, name])).toEqual([
      ['dialog', 'Hotel Service Menu'],
      ['heading', 'Hotel Service Menu'],
      ['menu', 'Actions'],
    ])
  })

  it('gives the surface the role it is asked for', async () => {
    const { mirror } = await renderScene(<DialogFrame width={400} height={60} role="status" name="Saved" />)
    expect(mirror).toMatchObject([{ role: 'status', name: 'Saved' }])
  })

  it('draws the heading at the padding, or at headingY when given', async () => {
    const { stage } = await renderScene(
      <>
        <DialogFrame width={400} height={300} name="a" heading="A" padding={20} />
        <DialogFrame width={400} height={300} name="b" heading="B" headingY={28} />
      </>,
    )
    const [a, b] = texts(stage).map((text) => text.getGlobalPosition())
    expect(a).toEqual({ x: 20, y: 20 })
    expect(b).toEqual({ x: 32, y: 28 })
  })

  it('places its container, label and layer as given', async () => {
    const { stage } = await renderScene(
      <DialogFrame x={100} y={50} label="toast" zIndex={108} width={10} height={10} name="t" />,
    )
    expect(stage.children[0]?.props).toMatchObject({ x: 100, y: 50, label: 'toast', zIndex: 108 })
  })

  it('has no heading without one', async () => {
    const { mirror } = await renderScene(<DialogFrame width={10} height={10} name="Settings" />)
    expect(mirror.map((entry) => entry.role)).toEqual(['dialog'])
  })

  it('right to left, the heading starts at the frame’s right edge and grows to the left', async () => {
    const { stage } = await renderScene(<DialogFrame width={400} height={300} name="a" heading="A" />, {
      rtl: true,
    })
    const [heading] = texts(stage)
    expect(heading?.props).toMatchObject({ x: 400 - 32, anchor: { x: 1, y: 0 } })
  })

  it('right to left, content placed with useFrameDir and a Mirror lands mirrored in the frame', async () => {
    function Content() {
      const frame = useFrameDir(400)
      return (
        <>
          <Focusable id="button" x={frame.x(32, 100)} width={100} height={40} />
          <Mirror x={20} width={200}>
            {(dir) => <Label text="inner" x={dir.x(10)} />}
          </Mirror>
        </>
      )
    }
    const { stage } = await renderScene(
      <DialogFrame width={400} height={300} name="a">
        <Content />
      </DialogFrame>,
      { rtl: true },
    )
    const [inner] = texts(stage)
    expect(inner?.getGlobalPosition()).toEqual({ x: 400 - 20 - 10, y: 0 })
    const find = (node: StageNode): StageNode | undefined =>
      node.props['label'] === 'button' ? node : node.children.map(find).find(Boolean)
    expect(find(stage)?.props).toMatchObject({ x: 400 - 32 - 100 })
  })
})
