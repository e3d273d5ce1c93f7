import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the remote after an error; gets the way to try again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote (down, slow or throwing) inside its own place on the page. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Falló una sección del sitio:', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
