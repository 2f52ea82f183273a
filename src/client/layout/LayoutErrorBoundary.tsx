import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyError } from './lazyAdminScreens';

interface State {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/**
 * The page area's error boundary (what react-admin's <Layout> does with react-error-boundary):
 * shows react-admin's error screen, which resets it when the user navigates away.
 */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  private reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <LazyError error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}
