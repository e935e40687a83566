import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './error-reporter';

export interface ErrorFallbackProps {
  error: Error;
  reset: () => void;
}

interface Props {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  onReset?: () => void;
  /** A new value (e.g. the pathname) clears a shown error, so navigating away recovers. */
  resetKey?: unknown;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Used at three levels: the shell root, each remote's mount point, and widgets that can fail alone. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error);
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback({ error, reset: this.reset }) : this.props.children;
  }
}
