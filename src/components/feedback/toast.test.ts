import { describe, expect, it, vi } from "vitest";

const sonnerToast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
vi.mock("sonner", () => ({ toast: sonnerToast, Toaster: () => null }));

describe("toast facade", () => {
  it("holds toasts until sonner is loaded and its Toaster listens, then shows them in order", async () => {
    const { toast, loadToasts, markToasterMounted } = await import("./toast");
    toast.error("Sign in failed", { description: "Failed to sign in" });
    toast("Welcome, Mary!");
    await loadToasts();
    expect(sonnerToast.error).not.toHaveBeenCalled();
    markToasterMounted();
    expect(sonnerToast.error).toHaveBeenCalledWith("Sign in failed", {
      description: "Failed to sign in",
    });
    expect(sonnerToast).toHaveBeenCalledWith("Welcome, Mary!", undefined);
    toast.success("Password updated");
    expect(sonnerToast.success).toHaveBeenCalledWith("Password updated", undefined);
  });
});
