import { Component, type ErrorInfo, type ReactNode } from 'react';
import { log } from '../../lib/logger.ts';
import { ErrorScreen } from './error-screen.tsx';

/** A render failure shows the same reload screen as a temporary server error. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    log('error', 'render failure', error);
    if (info.componentStack) log('error', info.componentStack.split('\n').slice(0, 6).join(' | '));
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
