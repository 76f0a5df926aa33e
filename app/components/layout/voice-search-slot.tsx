import {
  type ComponentType,
  lazy,
  Suspense,
  useSyncExternalStore,
} from "react";
import { whenIdle } from "#app/components/voice-search/idle.ts";
import { isSpeechRecognitionSupported } from "#app/components/voice-search/speech-recognition.ts";

// Where the voice-search button goes (docs/product.md, "Pages and routes" and "States"). Voice search is
// a heavy widget: its code loads once the browser is idle after hydration,
// and only in browsers with speech recognition. Until then, without support,
// or if the code fails to load, the slot renders nothing, so the server HTML
// never holds a dead button.

function Nothing() {
  return null;
}

const VoiceSearchButton = lazy<ComponentType>(() =>
  import("#app/components/voice-search/voice-search-button.tsx").then(
    (module) => ({ default: module.VoiceSearchButton }),
    // A failed load is ignored: the page works without voice search.
    () => ({ default: Nothing }),
  ),
);

// One idle trigger per page load, shared by the header and the menu panel.
let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    if (isSpeechRecognitionSupported()) {
      whenIdle(() => {
        ready = true;
        for (const notify of listeners) notify();
      });
    }
  }
  return () => {
    listeners.delete(listener);
  };
}

export function VoiceSearchSlot() {
  // The server snapshot (false) is also what hydration renders; the client
  // snapshot takes over afterwards.
  const show = useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <VoiceSearchButton />
    </Suspense>
  );
}
