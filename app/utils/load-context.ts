// What the Express server hands every loader and action.

/** What server/index.ts knows of a request. */
export interface RequestFacts {
  cspNonce: string;
  requestId: string;
  /** A keyed daily hash of the client's address (auth/client-key.server.ts). */
  clientKey: string;
  siteOrigin: string;
  isDraining: () => boolean;
}

declare module "react-router" {
  interface AppLoadContext extends RequestFacts {
    /**
     * Called when a loader, action or render failed because the database
     * did not answer: the page becomes the 503 "back in a minute" page
     * (server/app.ts).
     */
    noteDatabaseUnavailable: () => void;
  }
}
