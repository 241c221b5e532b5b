import { Component, type ReactNode } from 'react'
import { chatCopy } from '#content/chat.ts'

type Props = { children: ReactNode; visible: boolean; onRetry: () => void; onClose: () => void }

/** Keeps a failed chunk download (offline, a new deploy) inside the widget instead of breaking the page. */
export class ChatLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  retry = () => {
    this.setState({ failed: false })
    this.props.onRetry()
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div
        role="alert"
        hidden={!this.props.visible}
        className="card fixed bottom-4 right-4 z-40 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-3 p-4 text-sm text-fg shadow-xl"
      >
        <p>{chatCopy.loadFailed}</p>
        <div className="flex gap-2">
          <button type="button" className="btn-primary" onClick={this.retry}>
            {chatCopy.retry}
          </button>
          <button type="button" className="btn-ghost" onClick={this.props.onClose}>
            {chatCopy.close}
          </button>
        </div>
      </div>
    )
  }
}
