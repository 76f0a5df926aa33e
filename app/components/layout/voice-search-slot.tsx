// Where the voice-search button goes (issue: voice search). It renders only
// once the browser is known to support speech recognition, so the server
// HTML never holds a dead button.
export function VoiceSearchSlot() {
  return null;
}
