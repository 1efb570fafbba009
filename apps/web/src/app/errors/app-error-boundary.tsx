import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from './server-error-page';

/** Last line of defence, around the router and the providers. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Error no controlado', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
