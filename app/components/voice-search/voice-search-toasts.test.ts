import { describe, expect, it } from "vitest";
import {
  GENERIC_ERROR_TOAST,
  UNSUPPORTED_TOAST,
  voiceErrorToast,
} from "./voice-search-toasts.ts";

// docs/product.md, "Errors"'s voice search toasts.
describe("voiceErrorToast", () => {
  it.each([
    ["not-allowed", "Microphone access needed", "destructive"],
    ["service-not-allowed", "Microphone access needed", "destructive"],
    ["no-speech", "No speech detected", "default"],
    ["audio-capture", "Microphone not found", "destructive"],
    ["network", "Network error", "destructive"],
    ["bad-grammar", "Voice search error", "destructive"],
    ["language-not-supported", "Voice search error", "destructive"],
    ["aborted", "Voice search error", "destructive"],
    ["toString", "Voice search error", "destructive"],
  ])("%s -> %s (%s)", (code, title, variant) => {
    const toast = voiceErrorToast(code);
    expect(toast.title).toBe(title);
    expect(toast.variant).toBe(variant);
    expect(toast.description).toBeTruthy();
  });

  it("says what to do next", () => {
    expect(UNSUPPORTED_TOAST.title).toBe("Voice search not supported");
    expect(UNSUPPORTED_TOAST.description).toContain("Chrome or Edge");
    expect(voiceErrorToast("not-allowed").description).toContain(
      "browser settings",
    );
    expect(voiceErrorToast("no-speech").description).toContain(
      "speak clearly after clicking the microphone",
    );
    expect(voiceErrorToast("audio-capture").description).toContain(
      "device settings",
    );
    expect(voiceErrorToast("network").description).toContain(
      "internet connection",
    );
    expect(GENERIC_ERROR_TOAST.description).toBe(
      "Something went wrong. Please try again.",
    );
  });
});
