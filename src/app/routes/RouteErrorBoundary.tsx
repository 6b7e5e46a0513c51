import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./RouteErrorPage";

type Props = {
  children: ReactNode;
  /** A new value (the next address) clears a caught error. */
  resetKey: string;
  /** Outside the layout (no <main> around it): the error screen brings its own. */
  bare?: boolean;
};
type State = { error: unknown; failed: boolean; resetKey: string };

/** A page (or the layout) that throws while rendering shows the route error screen instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, failed: false };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const screen = <RouteErrorPage error={this.state.error} />;
    return this.props.bare ? <main>{screen}</main> : screen;
  }
}
