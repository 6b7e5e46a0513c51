import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { KEEP_SCROLL } from "@/lib/keepScroll";
import { COMMENT_TARGET_TYPES, THREAD_PARAM, threadParamValue } from "../../../../shared/review";
import type { CommentTarget } from "./useCommentThread";

/** Reads `?thread=<type>:<id>` (a notification's link); null when absent or malformed. */
export function parseThreadParam(value: string | null): CommentTarget | null {
  if (value === null) return null;
  const at = value.indexOf(":");
  if (at <= 0 || at === value.length - 1) return null;
  const type = value.slice(0, at);
  const match = COMMENT_TARGET_TYPES.find((known) => known === type);
  return match === undefined ? null : { type: match, id: value.slice(at + 1) };
}

/**
 * The open comments panel lives in the address (`?thread=type:id`): a notification's link opens
 * it, closing removes it, and Back closes it.
 */
export function useThreadParam() {
  const [params, setParams] = useSearchParams();
  const target = parseThreadParam(params.get(THREAD_PARAM));
  const open = useCallback(
    (next: CommentTarget) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set(THREAD_PARAM, threadParamValue(next.type, next.id));
          return copy;
        },
        { state: KEEP_SCROLL },
      ),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete(THREAD_PARAM);
          return copy;
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [setParams],
  );
  return { target, open, close };
}
