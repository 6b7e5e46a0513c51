import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadFile, UploadRefusedError } from "./uploadFile";

afterEach(() => vi.unstubAllGlobals());

const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return await promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe("uploadFile", () => {
  it("POSTs the file with its type to the upload URL and answers the storage id", async () => {
    const fetchMock = vi.fn(async () => Response.json({ storageId: "kg_1" }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await uploadFile("/api/uploads/secret", png)).toBe("kg_1");
    expect(fetchMock).toHaveBeenCalledWith("/api/uploads/secret", {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: png,
    });
  });

  it("turns the server's refusal into an UploadRefusedError with its words", async () => {
    const words = "The logo must be a PNG, JPEG or WebP image.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: words, code: "INVALID_ARGUMENT", problem: "type" }, { status: 415 }),
      ),
    );
    const error = await failureOf(uploadFile("/api/uploads/secret", png));
    expect(error).toBeInstanceOf(UploadRefusedError);
    expect(error).toMatchObject({ problem: "type", message: words });
  });

  it("answers any other failure as a plain error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Bad gateway", { status: 502 })),
    );
    const error = await failureOf(uploadFile("/api/uploads/secret", png));
    expect(error).not.toBeInstanceOf(UploadRefusedError);
    expect((error as Error).message).toBe("Upload failed (502)");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "x", problem: "other" }, { status: 400 })),
    );
    expect(await failureOf(uploadFile("/api/uploads/secret", png))).not.toBeInstanceOf(
      UploadRefusedError,
    );
  });
});
