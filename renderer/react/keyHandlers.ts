// Widgets that own their own key behaviour (a list that moves its active row, a text box) register a
// handler for their focus node; the app's key dispatch asks the focused node first, then the focus engine.
export type WidgetKey = 'up' | 'down' | 'left' | 'right' | 'enter' | 'ch_up' | 'ch_down' | 'back'
export type WidgetKeyHandler = (key: WidgetKey) => boolean

export class KeyHandlers {
  private readonly _handlers = new Map<string, WidgetKeyHandler>()

  register(id: string, handler: WidgetKeyHandler): () => void {
    this._handlers.set(id, handler)
    return () => {
      if (this._handlers.get(id) === handler) this._handlers.delete(id)
    }
  }

  /** true when the focused node's widget consumed the key */
  dispatch(focusedId: string | null, key: WidgetKey): boolean {
    if (focusedId === null) return false
    return this._handlers.get(focusedId)?.(key) ?? false
  }
}
