import type { Doc } from "../_generated/dataModel";

export type JobErrorCode = NonNullable<Doc<"generationJobs">["errorCode"]>;

/**
 * Words the UI can show for each failure class (the job keeps the code too). Users read them:
 * no provider, model, function or variable names.
 */
export const FAILURE_TEXT: Record<JobErrorCode, string> = {
  PROVIDER_CREDITS:
    "The AI provider's account is out of credit. Your Legend Credits were returned.",
  CONTENT_FLAGGED: "The content may have been flagged as inappropriate.",
  TIMEOUT: "The AI took too long to answer. Your Legend Credits were returned; please try again.",
  UNAVAILABLE: "The AI service is unavailable right now. Please try again in a moment.",
  INVALID_OUTPUT: "The AI answered in a form we couldn't use. Please try again.",
  MISCONFIGURED: "The AI service isn't set up correctly. An admin has been told.",
  INTERNAL: "Something went wrong. Please try again.",
  TIMED_OUT:
    "This took too long and was stopped. Your Legend Credits were returned; please try again.",
};

/** TIMED_OUT for a job that cost nothing (a pre-test, an import, a visitor's free run). */
const TIMED_OUT_FREE = "This took too long and was stopped. Please try again.";

/** The words for `code` on `job`: a free job is not told its credits came back. */
export function failureText(code: JobErrorCode, job: Pick<Doc<"generationJobs">, "cost">): string {
  if (code === "TIMED_OUT" && job.cost <= 0) return TIMED_OUT_FREE;
  return FAILURE_TEXT[code];
}
