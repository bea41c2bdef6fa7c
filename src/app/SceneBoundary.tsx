import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorScreen } from '../../scenes/system/ErrorScreen'
import type { Logger } from '../services/logger'

type Props = { children: ReactNode; log: Logger; resetKey: string }
type State = { error: Error | null; resetKey: string }

/**
 * A scene that throws while rendering shows the error screen and is logged, instead of leaving the
 * canvas frozen; navigating elsewhere (a new resetKey) tries again.
 */
export class SceneBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.log.error(`Scene failed: ${error.message}`, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorScreen detail={this.state.error.message} /> : this.props.children
  }
}
