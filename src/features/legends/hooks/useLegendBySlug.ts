import { api } from "../../../../convex/_generated/api";
import { useLiveQuery } from "@/lib/useLiveQuery";

/** The legend at /creative-legends/{slug}: null when unknown or private to someone else. */
export function useLegendBySlug(slug: string) {
  return useLiveQuery("legendBySlug", api.legends.queries.bySlug, { slug });
}
