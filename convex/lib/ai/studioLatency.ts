import { offlineStudioLatencyMs } from "../env";

/**
 * The built-in studio answers at once; OFFLINE_STUDIO_LATENCY_MS makes it wait first, before
 * each text answer and each set of images, like a real model would: so a person can watch a
 * job's live progress, and a test can stop the backend while a job is mid-run.
 */
export async function studioPause(): Promise<void> {
  const ms = offlineStudioLatencyMs();
  if (ms > 0) await new Promise<void>((resolve) => setTimeout(resolve, ms));
}
