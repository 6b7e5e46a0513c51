import { paginationOptsValidator, type PaginationOptions } from "convex/server";
import { v } from "convex/values";
import { DASHBOARD_LISTS, LIST_SORTS } from "../../shared/constants";
import { validationMessages } from "../../shared/errors";
import { appError } from "./errors";

/**
 * The arguments every /dashboard list takes: a page, an optional search and an order. A search
 * reads the table's search index (relevance order, prefix match on the last word) so it stays
 * one bounded read however many rows the caller has; without one the list pages its
 * createdAt index in the order asked for.
 */
export const listSortValidator = v.union(...LIST_SORTS.map((sort) => v.literal(sort)));

export const myListArgs = {
  paginationOpts: paginationOptsValidator,
  search: v.optional(v.string()),
  sort: v.optional(listSortValidator),
};

/** The page size clamped to 1..DASHBOARD_LISTS.pageMax, whatever the client asked for. */
export function boundedPage(opts: PaginationOptions, max: number = DASHBOARD_LISTS.pageMax) {
  return { ...opts, numItems: Math.max(1, Math.min(opts.numItems, max)) };
}

/** The trimmed search, or null for none; INVALID_ARGUMENT past DASHBOARD_LISTS.searchMaxChars. */
export function searchTerm(search: string | undefined): string | null {
  const term = (search ?? "").trim();
  if (term.length > DASHBOARD_LISTS.searchMaxChars) {
    throw appError(
      "INVALID_ARGUMENT",
      validationMessages.dashboard.searchTooLong(DASHBOARD_LISTS.searchMaxChars),
    );
  }
  return term === "" ? null : term;
}

export function orderOf(sort: (typeof LIST_SORTS)[number] | undefined): "asc" | "desc" {
  return sort === "oldest" ? "asc" : "desc";
}
