/** Catches a map provider that throws while loading or drawing, so the screen can fall back to the list. */
import { Component, type ReactNode } from 'react';

interface Props {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

export class ProviderErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
