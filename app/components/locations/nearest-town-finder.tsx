import { LocateFixed } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { nearest } from "#app/utils/geo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export interface ServedTown {
  name: string;
  state: string;
  href: string;
  latitude: number;
  longitude: number;
}

type State =
  | { step: "idle" | "locating" }
  | { step: "found"; town: ServedTown; miles: number }
  | { step: "failed"; message: string };

// Beyond this the nearest town is still named, with a note that the address
// may be outside the area we usually serve.
const USUAL_REACH_MILES = 40;

const noop = () => () => {};

const failures: Record<number, string> = {
  1: "Location permission was refused, so we cannot suggest a town. Choose yours from the list below.",
  2: "Your location could not be determined. Choose your town from the list below.",
  3: "Finding your location took too long. Try again, or choose your town from the list below.",
};

/**
 * Asks for the browser's location only when the visitor presses the button,
 * and works out the nearest served town on the device: nothing is sent to
 * the server. Without JavaScript or geolocation it renders nothing and the
 * list of towns remains.
 */
export function NearestTownFinder({ towns }: { towns: ServedTown[] }) {
  // False on the server and during hydration, so the markup matches.
  const supported = useSyncExternalStore(
    noop,
    () => "geolocation" in navigator,
    () => false,
  );
  const [state, setState] = useState<State>({ step: "idle" });
  if (!supported) return null;

  function locate() {
    setState({ step: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const best = nearest(position.coords, towns);
        setState(
          best
            ? { step: "found", town: best.place, miles: Math.round(best.miles) }
            : { step: "failed", message: failures[2]! },
        );
      },
      (error) =>
        setState({
          step: "failed",
          message: failures[error.code] ?? failures[2]!,
        }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }

  return (
    <section
      aria-labelledby="finder-heading"
      className="rounded-lg border border-black/10 bg-white p-5"
    >
      <Heading level={2} look="panel" id="finder-heading">
        Find the nearest town we serve
      </Heading>
      <p className="mt-2 text-muted">
        Your location stays on this device: the nearest town is worked out in
        your browser and nothing is sent to us.
      </p>
      <Button
        onClick={locate}
        disabled={state.step === "locating"}
        className="mt-4"
      >
        <LocateFixed aria-hidden="true" className="size-5" />
        Use my location
      </Button>
      <div role="status" className="mt-4 text-lg">
        {state.step === "locating" ? <p>Finding your location…</p> : null}
        {state.step === "found" ? (
          <p>
            The nearest town we serve is{" "}
            {/* A plain link: a router link would ask the server for the
                route's code at once, telling it which town was suggested. */}
            <TextLink to={state.town.href}>
              {state.town.name}, {state.town.state}
            </TextLink>
            ,{" "}
            {state.miles < 1
              ? "less than a mile from you"
              : `about ${state.miles} ${state.miles === 1 ? "mile" : "miles"} from you`}
            .
            {state.miles > USUAL_REACH_MILES
              ? " That is outside the area we usually serve; call us and we will tell you whether we can help."
              : null}
          </p>
        ) : null}
        {state.step === "failed" ? <p>{state.message}</p> : null}
      </div>
    </section>
  );
}
