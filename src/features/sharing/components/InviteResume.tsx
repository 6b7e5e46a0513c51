import { useInviteResume } from "../hooks/useInviteResume";

/** Renders nothing: brings a visitor who signed in elsewhere back to their invite. */
export function InviteResume() {
  useInviteResume();
  return null;
}
