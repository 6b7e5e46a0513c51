import { CREDIT_COSTS } from "../../shared/constants";
import { creditsLabel } from "../../shared/pricing";

/**
 * The MCP server's tools (issue 43) as tools/list shows them: the names and input schemas are
 * the contract assistants are configured against; each description says what it costs, from
 * the same CREDIT_COSTS the app charges.
 */

export type ToolName =
  | "list_legends"
  | "get_credits"
  | "create_brief"
  | "generate_ideas"
  | "get_ideas"
  | "create_campaign_page"
  | "share_idea"
  | "create_sell_deck";

type JsonSchema = {
  type: "object";
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties: false;
};

export type ToolDefinition = {
  name: ToolName;
  title: string;
  description: string;
  inputSchema: JsonSchema;
  annotations: { readOnlyHint: boolean; idempotentHint: boolean; openWorldHint: false };
};

const text = (description: string, maxLength?: number) => ({
  type: "string",
  description,
  ...(maxLength === undefined ? {} : { maxLength }),
});

const FREE = "Free: spends no Legend Credits.";
const ideaId = { ideaId: text("An idea's id, from get_ideas or generate_ideas.") };

function schema(properties: Record<string, unknown>, required: string[] = []): JsonSchema {
  return { type: "object", properties, required, additionalProperties: false };
}

function tool(
  name: ToolName,
  title: string,
  description: string,
  inputSchema: JsonSchema,
  readOnly = false,
): ToolDefinition {
  return {
    name,
    title,
    description,
    inputSchema,
    annotations: { readOnlyHint: readOnly, idempotentHint: readOnly, openWorldHint: false },
  };
}

export const TOOLS: readonly ToolDefinition[] = [
  tool(
    "list_legends",
    "List creative legends",
    `The creative legends (AI personas of famous advertising creatives) this account may ask for ideas, with their names and slugs for generate_ideas; locked ones need a bigger plan. ${FREE}`,
    schema({}),
    true,
  ),
  tool(
    "get_credits",
    "Get Legend Credits",
    `The account's Legend Credits balance. ${FREE}`,
    schema({}),
    true,
  ),
  tool(
    "create_brief",
    "Write a creative brief",
    `Writes a creative brief from the brand's facts and saves it to the account; answers its id, title and Markdown. Costs ${creditsLabel(CREDIT_COSTS.brief)} (refunded if writing fails); an identical saved brief is reused.`,
    schema(
      {
        brand: text("The brand or product name."),
        audience: text("The target audience."),
        message: text("The key message."),
        tone: text("The tone or style."),
        uniqueSellingPoint: text("What sets it apart (optional)."),
        competitors: text("Main competitors, comma-separated (optional)."),
      },
      ["brand", "audience", "message", "tone"],
    ),
  ),
  tool(
    "generate_ideas",
    "Get ideas from legends",
    `Asks the chosen legends for campaign ideas on a saved brief and waits up to about a minute for them; legends still working are answered with their job ids (read their ideas later with get_ideas). Costs ${creditsLabel(CREDIT_COSTS.ideasPerLegend)} per legend, all or nothing; nothing is charged for a legend that can't finish.`,
    schema(
      {
        briefId: text("The brief's id, from create_brief."),
        legends: {
          type: "array",
          items: { type: "string" },
          minItems: 1,
          description: "Legends by name or slug, from list_legends.",
        },
      },
      ["briefId", "legends"],
    ),
  ),
  tool(
    "get_ideas",
    "Read a brief's ideas",
    `The ideas on a brief, by legend: each idea's id, legend, campaign name, headline, concept and pre-test total (null while it is being scored). ${FREE}`,
    schema({ briefId: text("The brief's id.") }, ["briefId"]),
    true,
  ),
  tool(
    "create_campaign_page",
    "Make a campaign page",
    `Turns an idea into a campaign page and answers its URL; an idea that has one answers it. Free, but an idea without its collage yet has it drawn first for ${creditsLabel(CREDIT_COSTS.thumbnails)}.`,
    schema(ideaId, ["ideaId"]),
  ),
  tool(
    "share_idea",
    "Share an idea",
    `A public link to the idea that anyone can open without an account (the idea's existing link when it has one). ${FREE}`,
    schema(ideaId, ["ideaId"]),
  ),
  tool(
    "create_sell_deck",
    "Write a sell deck",
    `Writes a sell deck (presentation) for the idea and answers its URL once written, or while still being written after about a minute. Costs ${creditsLabel(CREDIT_COSTS.sellDeck)} (refunded if writing fails).`,
    schema(ideaId, ["ideaId"]),
  ),
];

export function isToolName(name: string): name is ToolName {
  return TOOLS.some((tool) => tool.name === name);
}
