import { Skeleton } from "@radix-ui/themes";

/** Holds the avatar's place while the account menu or the profile loads. */
export function AccountMenuSkeleton() {
  return <Skeleton width="32px" height="32px" style={{ borderRadius: "var(--radius-6)" }} />;
}
