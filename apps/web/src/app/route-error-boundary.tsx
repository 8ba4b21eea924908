import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { pathname: string; children: ReactNode };
type State = { failedAt: string | null; error?: unknown };

/** Shows the reload screen when a screen fails to load or render; navigating away clears it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failedAt: '', error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error('screen failed', error);
  }

  override render() {
    return this.state.failedAt === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
