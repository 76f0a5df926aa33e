import type { ToastInput } from "#app/components/ui/toast-store.ts";

// docs/product.md, "Errors": what voice search tells the visitor when it cannot listen.

export const UNSUPPORTED_TOAST: ToastInput = {
  title: "Voice search not supported",
  description:
    "Your browser doesn't support voice search. Please try Chrome or Edge.",
  variant: "destructive",
};

export const GENERIC_ERROR_TOAST: ToastInput = {
  title: "Voice search error",
  description: "Something went wrong. Please try again.",
  variant: "destructive",
};

const PERMISSION_TOAST: ToastInput = {
  title: "Microphone access needed",
  description:
    "Please allow microphone access in your browser settings to use voice search.",
  variant: "destructive",
};

const ERROR_TOASTS: Readonly<Record<string, ToastInput>> = {
  "not-allowed": PERMISSION_TOAST,
  "service-not-allowed": PERMISSION_TOAST,
  "no-speech": {
    title: "No speech detected",
    description:
      "Please try again and speak clearly after clicking the microphone.",
    variant: "default",
  },
  "audio-capture": {
    title: "Microphone not found",
    description:
      "Please check that a microphone is connected in your device settings.",
    variant: "destructive",
  },
  network: {
    title: "Network error",
    description:
      "Voice search needs an internet connection. Please check your connection and try again.",
    variant: "destructive",
  },
};

/** The toast for a recognition error code (SpeechRecognitionErrorEvent.error). */
export function voiceErrorToast(error: string): ToastInput {
  return Object.hasOwn(ERROR_TOASTS, error)
    ? ERROR_TOASTS[error]!
    : GENERIC_ERROR_TOAST;
}
