import type { ChatMessage } from "../types";
import { DATA_REMINDER, DATA_RULE, dataBlocks, type DataValue } from "./dataBlocks";

/**
 * The generic prompt shape every generation feature reuses (strategies, brief, deck, discovery):
 * our system text plus the data rule, then the task instructions, the delimited data, and a
 * closing reminder. Features write `system` and `instructions`; user or fetched text only ever
 * goes in `data`.
 */
export function buildTaskPrompt(input: {
  system: string;
  instructions: string;
  data: Record<string, DataValue>;
}): ChatMessage[] {
  const blocks = dataBlocks(input.data);
  const user =
    blocks === ""
      ? input.instructions.trim()
      : [input.instructions.trim(), blocks, DATA_REMINDER].join("\n\n");
  return [
    { role: "system", content: `${input.system.trim()}\n\n${DATA_RULE}` },
    { role: "user", content: user },
  ];
}
