import { describe, expect, it, vi } from 'vitest'
import { Focusable } from '../../renderer'
import { theme } from '../theme'
import { Button } from './Button'
import type { Shape } from '../../renderer/shapes/shapeView'
import { renderScene, type StageNode, CANVAS_TEXT } from './testStage'

// text is measured on a canvas; here every character is 10 px wide, and a caption past its width is cut
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number; maxWidth?: number }) => {
    const fits = spec.maxWidth === undefined || text.length * 10 <= spec.maxWidth
    const kept = fits ? text : `${text.slice(0, Math.floor((spec.maxWidth ?? 0) / 10) - 1).trimEnd()}…`
    return { lines: [kept], size: spec.size, cut: !fits }
  },
}))

const find = (node: StageNode, type: string): StageNode | undefined =>
  node.type === type ? node : node.children.map((child) => find(child, type)).find(Boolean)

/** the fill colour a Box shows: its draw callback's fill, or its tint over a white fill */
function fillOf(stage: StageNode): unknown {
  const box = find(stage, 'pixiShapeView')
  const fill = (box?.props.shape as Shape | undefined)?.[0]?.color
  return fill === 0xffffff && typeof box?.props.tint === 'number' ? box.props.tint : fill
}

const props = { id: 'ok', text: 'OK', width: 200, height: 52 }

describe('Button', () => {
  it('is a focus node mirrored as a button named by its caption', async () => {
    const { mirror, focus, step } = await renderScene(<Button {...props} onSelect={() => undefined} />)
    expect(mirror).toEqual([{ id: 'ok', parentId: null, role: 'button', name: 'OK' }])
    await step(() => focus.focus('ok'))
    expect(focus.focusedId()).toBe('ok')
  })

  it('a caption cut to its width puts what it draws on the button in the mirror; the name stays whole', async () => {
    const onSelect = () => undefined
    // 200 px less the 16 px margin: 18 characters fit
    const { mirror, render } = await renderScene(
      <Button {...props} text="Выключение через 10 минут" onSelect={onSelect} />,
    )
    expect(mirror).toEqual([
      {
        id: 'ok',
        parentId: null,
        role: 'button',
        name: 'Выключение через 10 минут',
        cut: 'Выключение через…',
      },
    ])
    await render(<Button {...props} width={300} text="Выключение через 10 минут" onSelect={onSelect} />)
    expect(mirror[0]?.cut).toBeUndefined()
  })

  it('takes a mirror role and name apart from its caption', async () => {
    const { mirror } = await renderScene(
      <Button {...props} text="−" name="Decrease" role="radio" onSelect={() => undefined} />,
    )
    expect(mirror).toMatchObject([{ role: 'radio', name: 'Decrease' }])
  })

  it('Enter on the focused button selects it', async () => {
    const onSelect = vi.fn()
    const { focus, step } = await renderScene(<Button {...props} onSelect={onSelect} />)
    await step(() => focus.focus('ok'))
    await step(() => focus.select())
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('a disabled button stays focusable but Enter does nothing', async () => {
    const onSelect = vi.fn()
    const { focus, step } = await renderScene(<Button {...props} disabled onSelect={onSelect} />)
    await step(() => focus.focus('ok'))
    expect(focus.focusedId()).toBe('ok')
    await step(() => focus.select())
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('turns primary when focused', async () => {
    const { stage, focus, step } = await renderScene(<Button {...props} onSelect={() => undefined} />)
    expect(fillOf(stage)).toBe(theme.surfaceRaised)
    await step(() => focus.focus('ok'))
    expect(fillOf(stage)).toBe(theme.primary)
    expect(find(stage, CANVAS_TEXT)?.props.tint).toBe(theme.onPrimary)
  })

  it('changes colour by tint: focus keeps the same box geometry (no redraw)', async () => {
    const { stage, focus, step } = await renderScene(<Button {...props} onSelect={() => undefined} />)
    const before = find(stage, 'pixiShapeView')?.props.shape
    await step(() => focus.focus('ok'))
    expect(find(stage, 'pixiShapeView')?.props.tint).toBe(theme.primary)
    expect(find(stage, 'pixiShapeView')?.props.shape).toBe(before)
  })

  it('follows the focus order it is given', async () => {
    const { focus, step } = await renderScene(
      <Focusable id="row" kind="row" width={400} height={52}>
        <Button {...props} id="c" order={2} onSelect={() => undefined} />
        <Button {...props} id="a" order={0} onSelect={() => undefined} />
        <Button {...props} id="b" order={1} onSelect={() => undefined} />
      </Focusable>,
    )
    await step(() => focus.focus('a'))
    await step(() => focus.move('right'))
    expect(focus.focusedId()).toBe('b')
  })
})
