import { registerStudioComposer } from "../lib/ai/studio/composers";

export const DISCOVERY_TASK = "discovery";

registerStudioComposer(DISCOVERY_TASK, () => undefined);
