import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button, Callout, Flex } from "@radix-ui/themes";
import { ExclamationTriangleIcon, ReloadIcon } from "@radix-ui/react-icons";
import { userFacingMessage } from "@/lib/userFacingMessage";

type AreaErrorBoundaryProps = {
  children: ReactNode;
  /** Names the area in the message, e.g. "Featured legends". */
  area?: string;
  /** Runs before the area re-renders, e.g. to clear a cache that caused the failure. */
  onReset?: () => void;
  /** When any of these change while failed, the area tries again by itself (e.g. a new id). */
  resetKeys?: readonly unknown[];
};

type AreaErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

function keysChanged(previous: readonly unknown[] = [], next: readonly unknown[] = []): boolean {
  return previous.length !== next.length || previous.some((key, i) => !Object.is(key, next[i]));
}

/**
 * Keeps one failing part of a page from taking the whole page down: the rest
 * stays usable and the failed area offers a retry. (React only supports error
 * boundaries as class components.)
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  state: AreaErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): AreaErrorBoundaryState {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area ?? "area"}] failed to render`, error, info.componentStack);
  }

  componentDidUpdate(previous: AreaErrorBoundaryProps) {
    if (this.state.failed && keysChanged(previous.resetKeys, this.props.resetKeys)) {
      this.setState({ failed: false });
    }
  }

  private readonly retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    const { area } = this.props;
    return (
      <Callout.Root color="red" variant="surface" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Flex direction="column" gap="2" align="start">
          <Callout.Text weight="medium">
            {area ? `${area} couldn’t be shown.` : "This part of the page couldn’t be shown."}
          </Callout.Text>
          <Callout.Text color="gray">{userFacingMessage(this.state.error)}</Callout.Text>
          <Button size="1" variant="soft" color="gray" mt="1" onClick={this.retry}>
            <ReloadIcon aria-hidden />
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
}
