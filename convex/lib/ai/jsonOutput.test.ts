import { describe, expect, it } from "vitest";
import { z } from "zod";
import { extractJsonObject, parseStructured } from "./jsonOutput";
import { structuredOutputSchema } from "./jsonSchema";
import { ideaDraftListSchema } from "./prompts/ideaSchema";

const schema = z.object({ headline: z.string(), score: z.number() });

describe("parseStructured", () => {
  it.each([
    ['{"headline":"Hi","score":1}', "plain JSON"],
    ['```json\n{"headline":"Hi","score":1}\n```', "a fenced block"],
    ['Sure! Here it is: {"headline":"Hi","score":1} Hope it helps.', "prose around it"],
    ['{"headline":"Hi","score":1,}', "a trailing comma"],
  ])("reads %j (%s)", (text) => {
    expect(parseStructured(text, schema)).toEqual({ ok: true, data: { headline: "Hi", score: 1 } });
  });

  it("says why an answer is unusable", () => {
    expect(parseStructured("", schema)).toMatchObject({ ok: false });
    const broken = parseStructured('{"headline": "Hi"', schema);
    expect(broken.ok ? "" : broken.problem).toContain("not valid JSON");
    const mismatch = parseStructured('{"headline": 3, "score": 1}', schema);
    expect(mismatch.ok ? "" : mismatch.problem).toContain("headline");
  });

  it("extracts the first balanced object, ignoring braces in strings", () => {
    expect(extractJsonObject('x {"a":"}{","b":{"c":1}} y {"d":2}')).toBe('{"a":"}{","b":{"c":1}}');
    expect(extractJsonObject("no object")).toBeNull();
  });
});

describe("structuredOutputSchema", () => {
  it("sends the idea list strict, with constraints moved into descriptions", () => {
    const { schema: json, strict } = structuredOutputSchema(ideaDraftListSchema);
    expect(strict).toBe(true);
    const text = JSON.stringify(json);
    for (const keyword of ["minLength", "minItems", "$schema"]) expect(text).not.toContain(keyword);
    expect(text).toContain("At least 1 item.");
    expect(text).toContain('"additionalProperties":false');
  });

  it("falls back to non-strict for optional fields, records and untyped parts", () => {
    expect(structuredOutputSchema(z.object({ a: z.string().optional() })).strict).toBe(false);
    expect(structuredOutputSchema(z.object({ a: z.record(z.string(), z.string()) })).strict).toBe(
      false,
    );
    expect(structuredOutputSchema(z.object({ a: z.unknown() })).strict).toBe(false);
    expect(structuredOutputSchema(z.object({ a: z.string().nullable() })).strict).toBe(true);
  });
});
