import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Focusable } from '../../renderer'
import { renderScene } from './testStage'

let retarget: (to: string) => void = () => undefined

/** three buttons in a row; the first one's down override names whichever the test chooses */
function Buttons() {
  const [down, setDown] = useState('b')
  retarget = setDown
  return (
    <>
      <Focusable id="a" width={10} height={10} overrides={{ down }} />
      <Focusable id="b" x={100} width={10} height={10} />
      <Focusable id="c" x={200} width={10} height={10} />
    </>
  )
}

describe('Focusable overrides', () => {
  it('follow the props of the latest render, not only the first', async () => {
    const { focus, step } = await renderScene(<Buttons />)
    await step(() => focus.focus('a'))
    await step(() => focus.move('down'))
    expect(focus.focusedId()).toBe('b')
    await step(() => focus.focus('a'))
    await step(() => retarget('c'))
    await step(() => focus.move('down'))
    expect(focus.focusedId()).toBe('c')
  })
})
