import { Mic } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "#app/components/ui/toast-store.ts";
import { voiceRoute } from "#app/utils/voice-routes.ts";
import {
  getSpeechRecognition,
  type SpeechRecognitionEventLike,
  type SpeechRecognitionLike,
} from "./speech-recognition.ts";
import {
  GENERIC_ERROR_TOAST,
  UNSUPPORTED_TOAST,
  voiceErrorToast,
} from "./voice-search-toasts.ts";

// docs/product.md, "States": single-shot, interim results, US English, one alternative.
export const RECOGNITION_SETTINGS = {
  continuous: false,
  interimResults: true,
  lang: "en-US",
  maxAlternatives: 1,
} as const;

export const SPEAK_NOW = "Speak now...";
export const LISTENING = "Listening...";

/** One listening session; finish() ends it once (true the first time). */
interface Session {
  recognition: SpeechRecognitionLike;
  finish: () => boolean;
}

function transcriptOf(event: SpeechRecognitionEventLike) {
  let all = "";
  let final = "";
  let isFinal = false;
  for (let index = 0; index < event.results.length; index++) {
    const result = event.results[index];
    const text = result?.[0]?.transcript ?? "";
    all += text;
    if (result?.isFinal) {
      final += text;
      isFinal = true;
    }
  }
  return { all: all.trim(), final: final.trim(), isFinal };
}

/**
 * The microphone button (idle -> listening -> idle) and its live panel.
 * Loaded lazily by VoiceSearchSlot, only where speech recognition exists.
 */
export function VoiceSearchButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sessionRef = useRef<Session | null>(null);
  const [listening, setListening] = useState(false);
  const [transcript, setTranscript] = useState("");

  // Leaving the page (another route, closing the tab, unmounting) stops
  // listening. The 'aborted' error this causes stays silent: the session is
  // over before the recognition reports it.
  useEffect(() => {
    const stop = () => {
      const session = sessionRef.current;
      if (!session) return;
      session.finish();
      session.recognition.abort();
    };
    window.addEventListener("pagehide", stop);
    return () => {
      window.removeEventListener("pagehide", stop);
      stop();
    };
  }, [pathname]);

  const start = () => {
    if (sessionRef.current) return; // already listening
    const Recognition = getSpeechRecognition();
    let recognition: SpeechRecognitionLike;
    try {
      if (!Recognition) throw new Error("no speech recognition");
      recognition = new Recognition();
    } catch {
      toast(UNSUPPORTED_TOAST);
      return;
    }
    Object.assign(recognition, RECOGNITION_SETTINGS);
    const finish = () => {
      if (sessionRef.current !== session) return false;
      sessionRef.current = null;
      setListening(false);
      setTranscript("");
      return true;
    };
    const session: Session = { recognition, finish };

    recognition.onresult = (event) => {
      if (sessionRef.current !== session) return;
      const heard = transcriptOf(event);
      if (heard.isFinal) {
        finish();
        void navigate(voiceRoute(heard.final));
      } else {
        setTranscript(heard.all);
      }
    };
    recognition.onerror = (event) => {
      // A session the page already ended (or that found its result) stays
      // silent, whatever it reports.
      if (finish()) toast(voiceErrorToast(event.error));
    };
    recognition.onend = () => {
      finish();
    };

    sessionRef.current = session;
    setListening(true);
    setTranscript("");
    try {
      recognition.start();
    } catch {
      if (finish()) toast(GENERIC_ERROR_TOAST);
    }
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-label="Search by voice"
        title="Search by voice"
        aria-pressed={listening}
        // aria-disabled rather than disabled: the button keeps keyboard focus
        // while listening, and start() ignores clicks meanwhile.
        aria-disabled={listening || undefined}
        onClick={start}
        className={`flex w-full items-center justify-center gap-2 rounded-md border px-4 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 md:w-auto md:rounded-full md:p-2 ${
          listening
            ? "cursor-not-allowed animate-pulse border-accent-700 bg-accent-700 text-white motion-reduce:animate-none"
            : "border-brand-700 text-brand-800 hover:bg-brand-50"
        }`}
      >
        <Mic aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="md:hidden">
          Search by voice
        </span>
      </button>
      <div
        role="status"
        data-testid="voice-search-status"
        className={
          listening
            ? "pointer-events-none absolute top-full right-0 left-0 z-50 mt-2 rounded-md border border-black/10 bg-white p-3 text-sm text-ink shadow-lg md:left-auto md:w-72"
            : "sr-only"
        }
      >
        {listening ? (
          transcript ? (
            <>
              <p className="font-semibold">{LISTENING}</p>
              <p className="mt-1 text-muted italic">{transcript}</p>
            </>
          ) : (
            <p className="font-semibold">{SPEAK_NOW}</p>
          )
        ) : null}
      </div>
    </div>
  );
}
